# SPDX-License-Identifier: MIT
# Bash completion for grundy-cli: its subcommands, the games of `solve` and `grid`, the
# judge problems and every option. tests/cli/tst_manpages.cpp checks these lists against
# `grundy-cli --help` (and each subcommand's), so a new game or problem cannot be missed.
# Installed to share/bash-completion/completions/grundy-cli.

_grundy_cli() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion || return
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD - 1]}"
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    fi

    local commands="judge solve grid sg review practice"
    local games="bash nim wythoff redistribution staircase fibonacci-nim subtraction lasker northcott dag octal kayles dawson-kayles dawson-chess grundys-game treblecross sum"
    local problems="poj1067 hdu1527 p2252 hdu2177 51nod1072 51nod1185 51nod1066 51nod1069 hdu2176 poj1740 poj1704
        hdu1847 hdu1848 hdu1536 poj2960 hdu2516 hdu1907 poj3480 hdu2509 hdu3032 hdu1730 poj2975
        hdu1524 poj2425 hdu3595 cses2207 hdu5795 hdu3980 uva10561 lightoj1229 poj3537 hdu2999"

    # The subcommand and, for solve and grid, the game: the first words after grundy-cli.
    local command="" game="" i
    for ((i = 1; i < cword; i++)); do
        case "${words[i]}" in
        -*) ;;
        *)
            if [[ -z $command ]]; then
                command="${words[i]}"
            elif [[ -z $game && ($command == solve || $command == grid || $command == sg) ]]; then
                game="${words[i]}"
            fi
            ;;
        esac
    done

    case "$command" in
    "")
        COMPREPLY=($(compgen -W "$commands -h --help --version" -- "$cur"))
        ;;
    judge)
        COMPREPLY=($(compgen -W "$problems -h --help" -- "$cur"))
        ;;
    solve)
        if [[ -z $game ]]; then
            COMPREPLY=($(compgen -W "$games -h --help" -- "$cur"))
            return
        fi
        local options="--json --time-limit -h --help"
        case "$game" in
        bash) options="--k --play --misere $options" ;;
        nim | wythoff) options="--play --misere $options" ;;
        staircase) options="--cells $options" ;;
        northcott) options="--columns $options" ;;
        subtraction) options="--set --play --misere $options" ;;
        dag) options="--graph $options" ;;
        octal) options="--code $options" ;;
        esac
        if [[ $prev == --set ]]; then
            COMPREPLY=($(compgen -W "powers-of-two fibonacci" -- "$cur"))
            return
        fi
        if [[ $prev == --code ]]; then
            COMPREPLY=($(compgen -W "kayles dawson-kayles dawson-chess grundys-game" -- "$cur"))
            return
        fi
        if [[ $prev == --play ]]; then
            COMPREPLY=($(compgen -W "normal misere" -- "$cur"))
            return
        fi
        # After an option that takes a number, the number is the person's to type.
        [[ $prev == --k || $prev == -k || $prev == --cells || $prev == --columns || $prev == --graph || $prev == --time-limit ]] && return
        [[ $cur == -* ]] && COMPREPLY=($(compgen -W "$options" -- "$cur"))
        ;;
    grid)
        if [[ -z $game ]]; then
            COMPREPLY=($(compgen -W "wythoff -h --help" -- "$cur"))
            return
        fi
        [[ $prev == --origin || $prev == --size ]] && return
        COMPREPLY=($(compgen -W "--origin --size --sg -h --help" -- "$cur"))
        ;;
    sg)
        if [[ -z $game ]]; then
            COMPREPLY=($(compgen -W "subtraction octal -h --help" -- "$cur"))
            return
        fi
        if [[ $prev == --set ]]; then
            COMPREPLY=($(compgen -W "powers-of-two fibonacci" -- "$cur"))
            return
        fi
        if [[ $prev == --code ]]; then
            COMPREPLY=($(compgen -W "kayles dawson-kayles dawson-chess grundys-game" -- "$cur"))
            return
        fi
        [[ $prev == --count ]] && return
        if [[ $game == octal ]]; then
            COMPREPLY=($(compgen -W "--code --count --json -h --help" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "--set --count --json -h --help" -- "$cur"))
        fi
        ;;
    review)
        # A saved game: files, or the options.
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "--json -h --help" -- "$cur"))
        else
            COMPREPLY=($(compgen -f -- "$cur"))
        fi
        ;;
    practice)
        if [[ $prev == --kinds ]]; then
            COMPREPLY=($(compgen -W "pn move sg table which pn,move,sg" -- "$cur"))
            return
        fi
        if [[ $prev == --game ]]; then
            COMPREPLY=($(compgen -W "bash nim wythoff subtraction lasker octal sum" -- "$cur"))
            return
        fi
        if [[ $prev == --check ]]; then
            COMPREPLY=($(compgen -f -- "$cur"))
            return
        fi
        [[ $prev == --seed || $prev == --count || $prev == --difficulty ]] && return
        COMPREPLY=($(compgen -W "--seed --count --kinds --game --difficulty --answers --json --check -h --help" -- "$cur"))
        ;;
    esac
}

complete -F _grundy_cli grundy-cli
