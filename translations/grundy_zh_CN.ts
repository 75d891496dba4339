<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnswerPanel</name>
    <message>
        <source>&amp;P-position: the player to move loses</source>
        <translation>P 态：轮到走的一方必败(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;N-position: the player to move wins</source>
        <translation>N 态：轮到走的一方必胜(&amp;N)</translation>
    </message>
    <message>
        <source>Make a winning move on the board.</source>
        <translation>在棋盘上走出一步必胜的棋。</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>值(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Component %1</source>
        <translation>分量 %1</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Building the table of values: %1%</source>
        <translation>正在计算数值表：%1%</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
</context>
<context>
    <name>BashHome</name>
    <message>
        <source>pile</source>
        <translation>这堆</translation>
    </message>
    <message>
        <source>Bash game</source>
        <translation>巴什博弈</translation>
    </message>
    <message>
        <source>One pile: take 1 to K stones. Whoever takes the last stone wins.</source>
        <translation>只有一堆石子：每次取走 1 到 K 个。取走最后一个石子的一方获胜。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it; the stones a click would take light up first. Keys: Up/Down choose how many, Enter takes. A pile too large to draw shows a number and a field to type how many to take.</source>
        <translation>点击一个石子，取走它和它上面的所有石子；点击之前，会被取走的石子先亮起来。按键：↑/↓ 选择取几个，Enter 取走。石子堆太大、画不出来时，会显示一个数字和一个输入框，在框中输入要取走的个数。</translation>
    </message>
    <message>
        <source>The player to move loses exactly when the pile is a multiple of K + 1.</source>
        <translation>当石子数是 K + 1 的倍数时，轮到走的一方必败。</translation>
    </message>
    <message>
        <source>e.g. 23</source>
        <translation>例如 23</translation>
    </message>
    <message>
        <source>One pile of up to</source>
        <translation>一堆，最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>Most stones per move (&amp;K):</source>
        <translation>每步最多取走的石子数(&amp;K)：</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>the most stones a move may take</source>
        <translation>每步最多可以取走的石子数</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many stones to take</source>
        <translation>选择取几个石子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach the typed move&apos;s field (a pile too large to draw)</source>
        <translation>转到输入走法的输入框（石子堆太大、画不下时）</translation>
    </message>
    <message>
        <source>Misère Bash game: one pile, take 1 to K stones. Whoever takes the last stone loses.</source>
        <translation>反常巴什博弈：一堆石子，每次取 1 到 K 个。取走最后一个石子的一方输。</translation>
    </message>
    <message>
        <source>Misère play: the player to move loses exactly when the pile is 1 more than a multiple of K + 1 (n mod (K + 1) = 1).</source>
        <translation>反常规则：当且仅当石子数比 K + 1 的倍数多 1（n mod (K + 1) = 1）时，轮到走的一方处于必败态。</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>%1, 1 stone</source>
        <translation>%1，1 个石子</translation>
    </message>
    <message>
        <source>%1, %2 stones</source>
        <translation>%1，%2 个石子</translation>
    </message>
    <message>
        <source>%1, up to %2 from each</source>
        <translation>%1，每堆最多取 %2 个</translation>
    </message>
    <message>
        <source>Cell %1, chip</source>
        <translation>第 %1 格，有棋子</translation>
    </message>
    <message>
        <source>Cell %1, empty</source>
        <translation>第 %1 格，空</translation>
    </message>
    <message>
        <source>Cells %1 to %2, empty</source>
        <translation>第 %1 至 %2 格，空</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Waiting for the other player.</source>
        <translation>正在等待对方走棋。</translation>
    </message>
</context>
<context>
    <name>CellsView</name>
    <message>
        <source>Click an empty cell to write X in it.
Keys: Left/Right (Up/Down: a line) choose a cell, Enter or Space writes X.</source>
        <translation>点击一个空格在其中写 X。
按键：←/→（↑/↓：换一行）选格，Enter 或空格键写 X。</translation>
    </message>
    <message>
        <source>Cell %1 already holds an X.</source>
        <translation>第 %1 格已经有 X 了。</translation>
    </message>
    <message>
        <source>Click an empty cell to write X. Three X in a row win.</source>
        <translation>点击一个空格写 X。连成三个 X 即获胜。</translation>
    </message>
    <message>
        <source>Cell %1, empty</source>
        <translation>第 %1 格，空</translation>
    </message>
    <message>
        <source>Cell %1, X</source>
        <translation>第 %1 格，X</translation>
    </message>
</context>
<context>
    <name>CoachBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Let the computer reply to your move.</source>
        <translation>让电脑回应你的这一步。</translation>
    </message>
    <message>
        <source>That move lets the computer win. A winning move was: %1. Why: %2</source>
        <translation>这一步让电脑可以获胜。本可以走的必胜走法：%1。原因：%2</translation>
    </message>
    <message>
        <source>The coach&apos;s note</source>
        <translation>教练的提示</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 is not an option of %2</source>
        <translation>%1 不是%2的选项</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1需要 %2</translation>
    </message>
    <message>
        <source>%1 must be a whole number of at least %2</source>
        <translation>%1 必须是不小于 %2 的整数</translation>
    </message>
    <message>
        <source>Start this game: %1.</source>
        <translation>开始这个游戏：%1。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The start: pile sizes, or chip cells, separated by commas or spaces.</source>
        <translation>起始局面：各堆的石子数，或各棋子所在的格，用逗号或空格分隔。</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>数列</translation>
    </message>
    <message>
        <source>Who moves first: you (default) or computer.</source>
        <translation>谁先走：you（你，默认）或 computer（电脑）。</translation>
    </message>
    <message>
        <source>computer (default), human (two people at this screen) or demo.</source>
        <translation>computer（电脑，默认）、human（两个人在同一屏幕前对弈）或 demo（演示）。</translation>
    </message>
    <message>
        <source>The computer&apos;s visible delay before it moves.</source>
        <translation>电脑走棋前可见的停顿时间。</translation>
    </message>
    <message>
        <source>Save the game to this file after every move.</source>
        <translation>每走一步后都把对局保存到这个文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>only one file can be opened at a time</source>
        <translation>一次只能打开一个文件</translation>
    </message>
    <message>
        <source>--delay takes milliseconds from 0 to 60000, not &quot;%1&quot;</source>
        <translation>--delay 的值是 0 到 60000 之间的毫秒数，不能是“%1”</translation>
    </message>
    <message>
        <source>--%1 needs --game</source>
        <translation>--%1 需要同时指定 --game</translation>
    </message>
    <message>
        <source>open a file or start a --game, not both</source>
        <translation>打开文件和用 --game 开始游戏只能二选一</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot; (%2)</source>
        <translation>未知的游戏“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>--game needs --position</source>
        <translation>--game 需要同时指定 --position</translation>
    </message>
    <message>
        <source>--position: %1</source>
        <translation>--position: %1</translation>
    </message>
    <message>
        <source>--position: &quot;%1&quot; is not a non-negative integer</source>
        <translation>--position: “%1”不是非负整数</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>--first takes you or computer, not &quot;%1&quot;</source>
        <translation>--first 的值只能是 you 或 computer，不能是“%1”</translation>
    </message>
    <message>
        <source>--opponent takes computer, human or demo, not &quot;%1&quot;</source>
        <translation>--opponent 的值只能是 computer、human 或 demo，不能是“%1”</translation>
    </message>
    <message>
        <source>--first only applies when playing against the computer</source>
        <translation>--first 只在与电脑对弈时有效</translation>
    </message>
    <message>
        <source>The same as --%1 %2.</source>
        <translation>等同于 --%1 %2。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; %3</source>
        <translation>%1 “%2”%3</translation>
    </message>
    <message>
        <source>--%1 and --%2 %3 disagree</source>
        <translation>--%1 与 --%2 %3 互相矛盾</translation>
    </message>
    <message>
        <source>How strong the computer plays: perfect (default), strong, learner, random or coach.</source>
        <translation>电脑的强度：perfect（完美，默认）、strong（强）、learner（初学）、random（随机）或 coach（教练）。</translation>
    </message>
    <message>
        <source>--level takes perfect, strong, learner, random or coach, not &quot;%1&quot;</source>
        <translation>--level 的取值为 perfect、strong、learner、random 或 coach，而不是“%1”</translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>--seed 的取值为 0 到 18446744073709551615 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--%1 only applies when a computer plays</source>
        <translation>--%1 仅在有电脑参与时适用</translation>
    </message>
    <message>
        <source>A sum of games&apos; component, GAME:POSITION[:OPTION=VALUE]... (nim:3,5, kayles:6, subtraction:7,9:set=1,3,4); give one for each.</source>
        <translation>游戏和的一个分量，写作 GAME:POSITION[:OPTION=VALUE]...（nim:3,5、kayles:6、subtraction:7,9:set=1,3,4）；每个分量给一次。</translation>
    </message>
    <message>
        <source>word</source>
        <translation>单词</translation>
    </message>
    <message>
        <source>--game %1 takes --component, not --position</source>
        <translation>--game %1 用 --component，而不是 --position</translation>
    </message>
    <message>
        <source>--game %1 needs --component</source>
        <translation>--game %1 需要 --component</translation>
    </message>
    <message>
        <source>--component: %1</source>
        <translation>--component：%1</translation>
    </message>
    <message>
        <source>The seed of the computer&apos;s random choices, or of a worksheet&apos;s exercises: the same seed replays the same game and draws the same sheet (default: a random one).</source>
        <translation>电脑随机选择所用的种子，或练习单上练习的种子：相同的种子重现同一局，也生成同一张练习单（默认随机选取）。</translation>
    </message>
    <message>
        <source>Write a worksheet to print (an A4 PDF with its answer key) and quit; no display is needed. Its exercises are drawn from --game (one or more of %1, separated by commas; default: all), or read from a set file given instead.</source>
        <translation>写出一张供打印的练习单（A4 PDF，附答案）后退出，不需要显示器。练习从 --game 抽取（%1 中的一个或多个，用逗号分隔；默认全部），或从给出的练习集文件读取。</translation>
    </message>
    <message>
        <source>A worksheet&apos;s kinds of exercise, separated by commas (default: all).</source>
        <translation>练习单的练习类型，用逗号分隔（默认全部）。</translation>
    </message>
    <message>
        <source>How many exercises a worksheet has (default: 12).</source>
        <translation>练习单上练习的数目（默认 12）。</translation>
    </message>
    <message>
        <source>How hard a worksheet&apos;s exercises are (default: 2).</source>
        <translation>练习单上练习的难度（默认 2）。</translation>
    </message>
    <message>
        <source>The language a worksheet is written in (default: the window&apos;s).</source>
        <translation>练习单使用的语言（默认与窗口相同）。</translation>
    </message>
    <message>
        <source>The PDF file a worksheet is written to.</source>
        <translation>练习单写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>A saved game to open (with --worksheet: an exercise set).</source>
        <translation>要打开的对局存档（与 --worksheet 一起使用时：练习集）。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 的取值为 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>a worksheet has no exercises of &quot;%1&quot; (%2)</source>
        <translation>练习单没有“%1”的练习（可选：%2）</translation>
    </message>
    <message>
        <source>--kinds takes pn, move, sg, table and which, not &quot;%1&quot;</source>
        <translation>--kinds 的取值为 pn、move、sg、table 和 which，而不是“%1”</translation>
    </message>
    <message>
        <source>--%1 does not apply to --worksheet</source>
        <translation>--%1 不适用于 --worksheet</translation>
    </message>
    <message>
        <source>only one exercise set can be printed at a time</source>
        <translation>一次只能打印一个练习集</translation>
    </message>
    <message>
        <source>--%1 does not apply to a set file, whose exercises are fixed</source>
        <translation>--%1 不适用于练习集文件：其中的练习是固定的</translation>
    </message>
    <message>
        <source>--worksheet needs --output</source>
        <translation>--worksheet 需要同时指定 --output</translation>
    </message>
    <message>
        <source>--language takes %1, not &quot;%2&quot;</source>
        <translation>--language 的取值为 %1，而不是“%2”</translation>
    </message>
    <message>
        <source>--kinds %1: no exercise of these kinds is drawn from --game %2</source>
        <translation>--kinds %1：无法从 --game %2 抽取这些类型的练习</translation>
    </message>
    <message>
        <source>--%1 needs --worksheet</source>
        <translation>--%1 需要同时指定 --worksheet</translation>
    </message>
    <message>
        <source>the window cannot be opened: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)</source>
        <translation>无法打开窗口：没有显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）</translation>
    </message>
    <message>
        <source>--output needs a file name</source>
        <translation>--output 需要一个文件名</translation>
    </message>
</context>
<context>
    <name>ComponentList</name>
    <message>
        <source>Add component</source>
        <translation>添加分量</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Next component</source>
        <translation>下一个分量</translation>
    </message>
</context>
<context>
    <name>ComputerStyleMenu</name>
    <message>
        <source>Computer St&amp;yle</source>
        <translation>电脑风格(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Win Fastest, Hold Out Longest</source>
        <translation>最快取胜，最久坚持(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Fewest Winning Replies</source>
        <translation>留给对手最少的必胜应着(&amp;F)</translation>
    </message>
    <message>
        <source>A winning computer ends the game as soon as it can; a losing one makes it last as long as it can.</source>
        <translation>处于必胜态的电脑尽快结束对局；处于必败态的电脑尽量拖长对局。</translation>
    </message>
    <message>
        <source>A losing computer leaves you the fewest winning replies.</source>
        <translation>处于必败态的电脑给你留下最少的必胜应着。</translation>
    </message>
</context>
<context>
    <name>DagHome</name>
    <message>
        <source>Chessmen on a graph</source>
        <translation>有向无环图上的棋子</translation>
    </message>
    <message>
        <source>Chessmen stand on the vertices of a directed graph without cycles (several may share a vertex). A move slides one chessman along one arrow. Whoever cannot move loses.</source>
        <translation>棋子放在一个无环有向图的顶点上（一个顶点上可以有多个棋子）。每步沿一条边把一个棋子移动一步。无法移动的一方输。</translation>
    </message>
    <message>
        <source>Click a chessman: the vertices it can reach light up; click one to move it there. A lit vertex only one chessman can reach may be clicked at once. &quot;SG values&quot; shows each vertex&apos;s value. Keys: Left/Right choose a chessman, Enter, Left/Right choose the vertex, Enter; + and - zoom.</source>
        <translation>点击一个棋子：它能到达的顶点会亮起；点击其中一个把它移过去。只有一个棋子能到达的亮起顶点可直接点击。“SG 值”显示每个顶点的值。按键：左/右选择棋子，Enter，左/右选择顶点，Enter；+ 和 - 缩放。</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose a chessman</source>
        <translation>选择棋子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>choose where it goes</source>
        <translation>选择它要去的地方</translation>
    </message>
    <message>
        <source>choose the vertex</source>
        <translation>选择顶点</translation>
    </message>
    <message>
        <source>move the chessman</source>
        <translation>移动棋子</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>cancel the choice</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>+ / - / 0</source>
        <translation>+ / - / 0</translation>
    </message>
    <message>
        <source>zoom in, zoom out, fit the graph</source>
        <translation>放大、缩小、适应窗口</translation>
    </message>
    <message>
        <source>The SG value of a vertex is the least number that is not the SG value of a vertex it leads to (0 for a vertex without arrows). The player to move loses exactly when the SG values of the chessmen&apos;s vertices XOR to 0.</source>
        <translation>顶点的 SG 值是它指向的顶点的 SG 值中没有出现的最小非负整数（没有出边的顶点为 0）。当且仅当各棋子所在顶点的 SG 值异或为 0 时，轮到走的一方处于必败态。</translation>
    </message>
    <message>
        <source>the chessmen&apos;s vertices, e.g. 0, 0</source>
        <translation>棋子所在的顶点，例如 0, 0</translation>
    </message>
    <message>
        <source>Chessmen:</source>
        <translation>棋子：</translation>
    </message>
    <message>
        <source>on a random graph of</source>
        <translation>放在随机图上，顶点数</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>个</translation>
    </message>
    <message>
        <source>&amp;Graph (edges):</source>
        <translation>图（边）(&amp;G)：</translation>
    </message>
    <message>
        <source>The graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>the edges, e.g. 0&gt;1,0&gt;2,1&gt;3 (N: first for N vertices)</source>
        <translation>边，例如 0&gt;1,0&gt;2,1&gt;3（开头写 N: 表示 N 个顶点）</translation>
    </message>
    <message>
        <source>The HDU 1524 sample (4 vertices)</source>
        <translation>HDU 1524 样例（4 个顶点）</translation>
    </message>
    <message>
        <source>A diamond (6 vertices)</source>
        <translation>菱形图（6 个顶点）</translation>
    </message>
    <message>
        <source>A path of 10 vertices</source>
        <translation>10 个顶点的路径</translation>
    </message>
    <message>
        <source>Take 1 or 2 from 12 (a subtraction game)</source>
        <translation>从 12 开始每次取 1 或 2（减法博弈）</translation>
    </message>
    <message>
        <source>A binary tree (15 vertices)</source>
        <translation>二叉树（15 个顶点）</translation>
    </message>
</context>
<context>
    <name>ExerciseChoice</name>
    <message>
        <source>Choose at least one game.</source>
        <translation>至少选择一个游戏。</translation>
    </message>
    <message>
        <source>Choose at least one kind of exercise the games ask.</source>
        <translation>至少选择一种所选游戏会出的练习类型。</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>种子是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>Take-and-break games (Kayles and others)</source>
        <translation>取子分堆游戏（Kayles 等）</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Kinds:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>练习数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>难度(&amp;D)：</translation>
    </message>
    <message>
        <source>1: small piles, few of them; 5: large piles, more of them</source>
        <translation>1：堆小、堆少；5：堆大、堆多</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>The same seed and choices draw the same exercises on every machine</source>
        <translation>相同的种子和选择在每台机器上都生成相同的练习</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>新种子(&amp;N)</translation>
    </message>
</context>
<context>
    <name>ExerciseSetDialog</name>
    <message>
        <source>worksheet.pdf</source>
        <translation>练习单.pdf</translation>
    </message>
    <message>
        <source>exercises.json</source>
        <translation>练习集.json</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 文件 (*.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Exercise sets (*.json);;All files (*)</source>
        <translation>练习集 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The worksheet could not be written.</source>
        <translation>练习单无法写入。</translation>
    </message>
    <message>
        <source>The exercise set could not be saved.</source>
        <translation>练习集无法保存。</translation>
    </message>
    <message>
        <source>Print Worksheet</source>
        <translation>打印练习单</translation>
    </message>
    <message>
        <source>Save Exercise Set</source>
        <translation>保存练习集</translation>
    </message>
    <message>
        <source>Write &amp;PDF…</source>
        <translation>写出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Worksheet written to %1</source>
        <translation>练习单已写入 %1</translation>
    </message>
    <message>
        <source>Exercise set saved to %1</source>
        <translation>练习集已保存到 %1</translation>
    </message>
</context>
<context>
    <name>ExerciseSetFile</name>
    <message>
        <source>%1: larger than the %2 MiB limit for an exercise set.</source>
        <translation>%1：超过练习集 %2 MiB 的大小上限。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: the set has no exercises.</source>
        <translation>%1：这个练习集里没有练习。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A winning move and why it wins: &quot;Take 1 from pile 1: pile 1 has 3 …&quot;.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No game to explain.</source>
        <translation>没有可以讲解的对局。</translation>
    </message>
    <message>
        <source>Key numbers</source>
        <translation>关键数值</translation>
    </message>
    <message>
        <source>In binary</source>
        <translation>二进制</translation>
    </message>
    <message>
        <source>Highlighted columns hold an odd number of 1s; rows marked ▸ have a 1 in the highest of them.</source>
        <translation>高亮的列中 1 的个数是奇数；标有 ▸ 的行在其中最高的那一列上是 1。</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>为什么</translation>
    </message>
    <message>
        <source>Winning moves</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>Explanation of the position</source>
        <translation>局面讲解</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>There is nothing to export.</source>
        <translation>没有可以导出的内容。</translation>
    </message>
    <message>
        <source>The picture is too large to export.</source>
        <translation>图片太大，无法导出。</translation>
    </message>
    <message>
        <source>Not enough memory for the picture.</source>
        <translation>内存不足，无法生成图片。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Made with Grundy</source>
        <translation>用 Grundy 制作</translation>
    </message>
    <message>
        <source>Could not draw the picture.</source>
        <translation>无法绘制图片。</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>FibonacciNimHome</name>
    <message>
        <source>pile</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>The last move took %1, so this move may take 1 to %2.</source>
        <translation>上一步取了 %1 个，所以这一步可以取 1 到 %2 个。</translation>
    </message>
    <message>
        <source>The first move may take 1 to %1: all but one stone.</source>
        <translation>第一步可以取 1 到 %1 个：除一个以外的全部石子。</translation>
    </message>
    <message>
        <source>This move may take 1 to %1.</source>
        <translation>这一步可以取 1 到 %1 个。</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契博弈</translation>
    </message>
    <message>
        <source>One pile: the first move takes 1 stone up to all but one, and every later move 1 up to twice the move before it. Whoever takes the last stone wins.</source>
        <translation>一堆石子：第一步取 1 个到只剩一个为止，之后每一步取 1 个到上一步的两倍。取走最后一个石子的人获胜。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it; only the stones this move may take can be chosen, and the line under the pile says how many that is. Keys: Up/Down choose how many, Enter takes. A pile too large to draw shows a number and a field to type how many to take.</source>
        <translation>点击一个石子，取走它和它上面的所有石子；只能选择这一步允许取的石子，石堆下方的文字说明最多能取多少。按键：上/下选择数量，Enter 取走。石堆太大无法画出时，会显示一个数字和一个输入框，输入要取的数量。</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many stones to take</source>
        <translation>选择取多少个石子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach the typed move&apos;s field (a pile too large to draw)</source>
        <translation>转到输入框（石堆太大无法画出时）</translation>
    </message>
    <message>
        <source>Write the pile as a sum of Fibonacci numbers (1, 2, 3, 5, 8, 13, …), no two of them neighbours in the sequence: its Zeckendorf representation. The player to move loses exactly when the smallest part is more than the most this move may take; at the start, exactly when the pile is a Fibonacci number.</source>
        <translation>把石堆写成斐波那契数（1、2、3、5、8、13、…）之和，任意两项在数列中都不相邻：这就是它的齐肯多夫表示。当且仅当最小的一项大于这一步最多可取的数量时，轮到走的一方处于必败态；开局时，恰好当石堆数是斐波那契数时先手必败。</translation>
    </message>
    <message>
        <source>e.g. 20, or 20, 7 with a limit of 7</source>
        <translation>例如 20，或 20, 7（本步最多取 7 个）</translation>
    </message>
    <message>
        <source>One pile of up to</source>
        <translation>一堆，最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Grundy games (*.grundy.json *.json);;All files (*)</source>
        <translation>Grundy 对局 (*.grundy.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>“%1” is too large to be a Grundy game.</source>
        <translation>“%1”太大，不可能是 Grundy 对局文件。</translation>
    </message>
    <message>
        <source>%1: larger than the %2 MiB limit for a saved game.</source>
        <translation>%1：超过了对局存档 %2 MiB 的上限。</translation>
    </message>
    <message>
        <source>“%1” cannot be opened.</source>
        <translation>无法打开“%1”。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>“%1” is not a Grundy game, or it is damaged.</source>
        <translation>“%1”不是 Grundy 对局文件，或者已经损坏。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>“%1” is too large to open.</source>
        <translation>“%1”太大，无法打开。</translation>
    </message>
    <message>
        <source>%1: there is not enough memory for this game.</source>
        <translation>%1：内存不足，无法载入这个对局。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>The game is too long to be saved as “%1”.</source>
        <translation>对局太长，无法保存为“%1”。</translation>
    </message>
    <message>
        <source>%1: %2. The file is left as it was.</source>
        <translation>%1：%2。文件保持原样，没有改动。</translation>
    </message>
    <message>
        <source>The game cannot be saved as “%1”.</source>
        <translation>无法把对局保存为“%1”。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>GameHome</name>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>谁会赢</translation>
    </message>
    <message>
        <source>You won! You took the last stone.</source>
        <translation>你赢了！你取走了最后一个石子。</translation>
    </message>
    <message>
        <source>%1 won by taking the last stone.</source>
        <translation>%1取走了最后一个石子，获胜。</translation>
    </message>
    <message>
        <source>You won! You made the last move.</source>
        <translation>你赢了！你走了最后一步。</translation>
    </message>
    <message>
        <source>%1 won by making the last move.</source>
        <translation>%1走了最后一步，获胜。</translation>
    </message>
    <message>
        <source>&amp;Misère play: whoever takes the last stone loses</source>
        <translation>反常规则(&amp;M)：取走最后一个石子者输</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>normal, or misere: whoever takes the last stone loses</source>
        <translation>normal（正常规则），或 misere（反常规则：取走最后一个石子者输）</translation>
    </message>
    <message>
        <source>%1 (misère)</source>
        <translation>%1（反常规则）</translation>
    </message>
    <message>
        <source>You won! Your opponent took the last stone.</source>
        <translation>你赢了！对手取走了最后一个石子。</translation>
    </message>
    <message>
        <source>%1 won: the other player took the last stone.</source>
        <translation>%1赢了：另一方取走了最后一个石子。</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>现在轮到电脑走。</translation>
    </message>
    <message>
        <source>That move is not allowed: %1.</source>
        <translation>这一步不合规则：%1。</translation>
    </message>
    <message>
        <source>Wait until the board is updated.</source>
        <translation>请等棋盘更新完毕。</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>SG values</source>
        <translation>SG 值</translation>
    </message>
    <message>
        <source>Show the SG value of each vertex below it</source>
        <translation>在每个顶点下方显示它的 SG 值</translation>
    </message>
    <message>
        <source>Show SG values</source>
        <translation>显示 SG 值</translation>
    </message>
    <message>
        <source>Chessman on %1 chosen: click a lit vertex to move it there (Escape cancels).</source>
        <translation>已选中顶点 %1 上的棋子：点击一个亮起的顶点把它移过去（Esc 取消）。</translation>
    </message>
    <message>
        <source>Click a chessman, then a lit vertex: it slides along that edge.</source>
        <translation>先点一个棋子，再点一个亮起的顶点：棋子沿这条边移动。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Vertex %1, 1 chessman, leads to %2</source>
        <translation>顶点 %1，1 个棋子，通向 %2</translation>
    </message>
    <message>
        <source>Vertex %1, %2 chessmen, leads to %3</source>
        <translation>顶点 %1，%2 个棋子，通向 %3</translation>
    </message>
    <message>
        <source>Vertex %1, 1 chessman, no edges</source>
        <translation>顶点 %1，1 个棋子，没有出边</translation>
    </message>
    <message>
        <source>Vertex %1, %2 chessmen, no edges</source>
        <translation>顶点 %1，%2 个棋子，没有出边</translation>
    </message>
    <message>
        <source>Vertex %1, no chessman, leads to %2</source>
        <translation>顶点 %1，没有棋子，通向 %2</translation>
    </message>
    <message>
        <source>Vertex %1, no chessman, no edges</source>
        <translation>顶点 %1，没有棋子，没有出边</translation>
    </message>
    <message>
        <source>%1 (SG value %2)</source>
        <translation>%1（SG 值 %2）</translation>
    </message>
    <message>
        <source>SG %1</source>
        <translation>SG %1</translation>
    </message>
</context>
<context>
    <name>GridAccessible</name>
    <message>
        <source>(%1, %2): P-position</source>
        <translation>(%1, %2)：必败态（P 态）</translation>
    </message>
    <message>
        <source>(%1, %2): N-position</source>
        <translation>(%1, %2)：必胜态（N 态）</translation>
    </message>
</context>
<context>
    <name>GridDock</name>
    <message>
        <source>No single move reaches (%1, %2) from here.</source>
        <translation>从这里走一步到不了 (%1, %2)。</translation>
    </message>
    <message>
        <source>Wythoff grid</source>
        <translation>威佐夫网格</translation>
    </message>
    <message>
        <source>Wythoff &amp;Grid Panel</source>
        <translation>威佐夫网格面板(&amp;G)</translation>
    </message>
    <message>
        <source>E&amp;xport the Grid</source>
        <translation>导出网格(&amp;X)</translation>
    </message>
</context>
<context>
    <name>GridLegend</name>
    <message>
        <source>game&apos;s position</source>
        <translation>对局当前局面</translation>
    </message>
    <message>
        <source>one move away</source>
        <translation>一步可达</translation>
    </message>
    <message>
        <source>the three kinds of move</source>
        <translation>三种走法</translation>
    </message>
    <message>
        <source>P-position</source>
        <translation>必败态（P 态）</translation>
    </message>
    <message>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>b = φ·a and b = a/φ</source>
        <translation>b = φ·a 和 b = a/φ</translation>
    </message>
    <message>
        <source>misère P-position</source>
        <translation>反常规则必败态</translation>
    </message>
    <message>
        <source>losing move</source>
        <translation>必败走法</translation>
    </message>
</context>
<context>
    <name>GridPainter</name>
    <message>
        <source>b = φ·a</source>
        <translation>b = φ·a</translation>
    </message>
    <message>
        <source>b = a/φ</source>
        <translation>b = a/φ</translation>
    </message>
    <message>
        <source>pile %1: %2 to %3 →</source>
        <translation>%1 堆：%2 到 %3 →</translation>
    </message>
</context>
<context>
    <name>GridPanel</name>
    <message>
        <source>Show &amp;winning moves</source>
        <translation>显示必胜走法(&amp;W)</translation>
    </message>
    <message>
        <source>Export Grid as &amp;PNG…</source>
        <translation>将网格导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export Grid as &amp;SVG…</source>
        <translation>将网格导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>P-positions</source>
        <translation>必败态</translation>
    </message>
    <message>
        <source>φ lines</source>
        <translation>φ 直线</translation>
    </message>
    <message>
        <source>winning moves</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>放大（+）</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>缩小（−）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the grid as it looks, with its legend</source>
        <translation>按网格当前的样子保存，并附上图例</translation>
    </message>
    <message>
        <source>pile A</source>
        <translation>A 堆</translation>
    </message>
    <message>
        <source>pile B</source>
        <translation>B 堆</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>回到对局局面</translation>
    </message>
    <message>
        <source>Mark every P-position in view and the winning moves</source>
        <translation>标出视野内的每个必败态以及必胜走法</translation>
    </message>
    <message>
        <source>Draw the lines b = φ·a and b = a/φ: every P-position lies close to one</source>
        <translation>画出直线 b = φ·a 和 b = a/φ：每个必败态都在其中一条直线附近</translation>
    </message>
    <message>
        <source>Mark the winning moves from the game&apos;s position</source>
        <translation>标出从对局当前局面出发的必胜走法</translation>
    </message>
    <message>
        <source>Show the game&apos;s position and its moves (Home)</source>
        <translation>显示对局当前局面及其走法（Home）</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Go to position:</source>
        <translation>转到局面：</translation>
    </message>
    <message>
        <source>Type both piles as whole numbers, like 12 and 20.</source>
        <translation>两堆都要填整数，例如 12 和 20。</translation>
    </message>
    <message>
        <source>Pile A must be a whole number (digits only).</source>
        <translation>A 堆必须是整数（只能填数字）。</translation>
    </message>
    <message>
        <source>Pile B must be a whole number (digits only).</source>
        <translation>B 堆必须是整数（只能填数字）。</translation>
    </message>
    <message>
        <source>In view: A %1 to %2, B %3 to %4 (%5 px per cell)</source>
        <translation>视野：A 从 %1 到 %2，B 从 %3 到 %4（每格 %5 像素）</translation>
    </message>
    <message>
        <source>game</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <source>one move away</source>
        <translation>一步可达</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>P-position</source>
        <translation>必败态</translation>
    </message>
    <message>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>b = φ·a, b = a/φ</source>
        <translation>b = φ·a, b = a/φ</translation>
    </message>
    <message>
        <source>Wythoff grid</source>
        <translation>威佐夫网格</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Pile A to go to</source>
        <translation>要转到的 A 堆</translation>
    </message>
    <message>
        <source>Pile B to go to</source>
        <translation>要转到的 B 堆</translation>
    </message>
    <message>
        <source>The Wythoff grid shows the positions of Wythoff&apos;s game: start a game of Wythoff&apos;s game to use it.</source>
        <translation>威佐夫网格显示的是威佐夫博弈的局面：开始一局威佐夫博弈即可使用。</translation>
    </message>
    <message>
        <source>misère P-position</source>
        <translation>反常规则必败态</translation>
    </message>
    <message>
        <source>In view: A %1 to %2, B %3 to %4 (%5 × %5 cells per %6 px square)</source>
        <translation>视野：A 从 %1 到 %2，B 从 %3 到 %4（每个 %6 像素的方块含 %5 × %5 格）</translation>
    </message>
    <message>
        <source>losing move</source>
        <translation>必败走法</translation>
    </message>
    <message>
        <source>Show P-p&amp;ositions</source>
        <translation>显示必败态(&amp;O)</translation>
    </message>
    <message>
        <source>Show φ l&amp;ines</source>
        <translation>显示 φ 直线(&amp;I)</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Key numbers: %1.</source>
        <translation>关键数值：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>X is the nim-sum: the numbers added in binary without carrying (XOR), so a bit of X is 1 exactly when an odd number of them have a 1 there.</source>
        <translation>X 是尼姆和：把这些数按二进制不进位相加（异或），X 的某一位为 1，当且仅当这些数在该位上为 1 的个数是奇数。</translation>
    </message>
    <message>
        <source>(a_k, b_k) is the P-position of Wythoff&apos;s game with difference k: a_k = ⌊k·φ⌋ with φ = (1 + √5)/2, and b_k = a_k + k.</source>
        <translation>(a_k, b_k) 是威佐夫博弈中两堆之差为 k 的必败态（P 态）：a_k = ⌊k·φ⌋，其中 φ = (1 + √5)/2，b_k = a_k + k。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <source>Hint: %1. Why: %2</source>
        <translation>提示：%1。理由：%2</translation>
    </message>
    <message>
        <source>No move wins here: this is a P-position. %1</source>
        <translation>这里没有必胜的走法：这是必败态（P 态）。%1</translation>
    </message>
    <message>
        <source>If you %1, the computer would answer: %2, since %3</source>
        <translation>如果你%1，电脑会这样应对：%2，因为%3</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘操作</translation>
    </message>
    <message>
        <source>Keyboard play and shortcuts</source>
        <translation>键盘玩法与快捷键</translation>
    </message>
    <message>
        <source>Playing from the keyboard</source>
        <translation>用键盘下棋</translation>
    </message>
    <message>
        <source>Tab moves between the board, its fields and the buttons beside it. On the board:</source>
        <translation>Tab 键在棋盘、输入框和旁边的按钮之间切换。在棋盘上：</translation>
    </message>
    <message>
        <source>The window&apos;s shortcuts</source>
        <translation>窗口快捷键</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>跟随系统语言(&amp;S)</translation>
    </message>
</context>
<context>
    <name>LaskerHome</name>
    <message>
        <source>pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>拉斯克尼姆博弈</translation>
    </message>
    <message>
        <source>Several piles: take any number of stones from one pile, or split one pile into two smaller piles (both non-empty). Whoever takes the last stone wins.</source>
        <translation>若干堆石子：从某一堆取走任意个石子，或者把一堆分成两堆更小的（都不能为空）。取走最后一个石子的一方获胜。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it. To split a pile, turn on Split (or press S), point at a stone to see the two piles the cut below it makes, and click to split there. Keys: Left/Right choose the pile, Up/Down how many (or where to cut), Enter moves. Piles too large to draw show a number and a field: type how many to take (Take) or how many stones one part keeps (Split).</source>
        <translation>点击一个石子，取走它和它上面的所有石子。要分堆，先打开“分堆”（或按 S），指向一个石子即可预览在它下方切开后的两堆，点击即在该处分开。按键：左/右选择石子堆，上/下选择取几个（或在哪里切开），Enter 执行。石子堆太大画不下时显示数字和输入框：输入要取走的个数（取走），或其中一部分保留的石子数（分堆）。</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose the pile</source>
        <translation>选择石子堆</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many stones to take, or where to cut</source>
        <translation>选择取走几个石子，或在哪里切开</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>switch between taking and splitting</source>
        <translation>在取石子与分堆之间切换</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them, or split the pile</source>
        <translation>取走它们，或分开这一堆</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach the typed move&apos;s fields (piles too large to draw)</source>
        <translation>转到输入走法的输入框（石子堆太大、画不下时）</translation>
    </message>
    <message>
        <source>Each pile counts as a Nim pile of its SG value: SG(x) = x when x mod 4 is 1 or 2, x + 1 when it is 3, x − 1 when it is 0. The player to move loses exactly when the XOR of these values is 0.</source>
        <translation>每一堆都相当于一堆石子数等于其 SG 值的尼姆堆：x mod 4 为 1 或 2 时 SG(x) = x，为 3 时为 x + 1，为 0 时为 x − 1。这些值的异或和为 0 时，轮到走的一方处于必败态。</translation>
    </message>
    <message>
        <source>e.g. 3, 5, 7</source>
        <translation>例如 3, 5, 7</translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation>堆数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每堆最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>强</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>初学</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
    <message>
        <source>Never makes a mistake.</source>
        <translation>从不犯错。</translation>
    </message>
    <message>
        <source>Plays a perfect move nine times in ten, otherwise any legal move.</source>
        <translation>十次中有九次走最佳着法，其余时候随意走一步合法着法。</translation>
    </message>
    <message>
        <source>Plays a perfect move half the time, otherwise any legal move.</source>
        <translation>一半时间走最佳着法，其余时候随意走一步合法着法。</translation>
    </message>
    <message>
        <source>Plays any legal move, each equally likely.</source>
        <translation>随意走一步合法着法，每种着法机会均等。</translation>
    </message>
    <message>
        <source>Plays perfectly, and after each of your mistakes stops to show a better move and why.</source>
        <translation>走法完美，并在你每次失误后停下来，指出更好的走法及其原因。</translation>
    </message>
</context>
<context>
    <name>MainToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Tool&amp;bar</source>
        <translation>工具栏(&amp;B)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>再来一局(&amp;A)</translation>
    </message>
    <message>
        <source>About Grundy</source>
        <translation>关于 Grundy</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1棋盘</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Grundy %1&lt;/h3&gt;&lt;p&gt;Impartial games against a computer that never makes a mistake: the Bash game, Nim, Wythoff&apos;s game and the rest of the Sprague–Grundy course, ten games in all, in normal and misère play.&lt;/p&gt;&lt;p&gt;Every decision is exact at every size.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grundy %1&lt;/h3&gt;&lt;p&gt;与一台从不失误的电脑对弈公平组合游戏：巴什博弈、尼姆博弈、威佐夫博弈，以及 SG 函数课程中的其余游戏，共十种，正常规则与反常规则皆可。&lt;/p&gt;&lt;p&gt;无论数字多大，每一个判断都是精确的。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MoveAnnouncer</name>
    <message>
        <source>The computer&apos;s last move</source>
        <translation>电脑的上一步</translation>
    </message>
</context>
<context>
    <name>MoveValues</name>
    <message>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>losing move</source>
        <translation>必败走法</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Every move here is a losing move.</source>
        <translation>这里的每一步都是必败走法。</translation>
    </message>
    <message>
        <source>Winning move: %1. Every other move here is a losing move.</source>
        <translation>必胜走法：%1。这里的其他每一步都是必败走法。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>MoveValuesAction</name>
    <message>
        <source>Move &amp;Values</source>
        <translation>走法胜负(&amp;V)</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>胜负</translation>
    </message>
    <message>
        <source>Mark every move on the board as winning (a filled ring) or losing (a cross)</source>
        <translation>在棋盘上把每一步标为必胜（实心圆环）或必败（叉）</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>随机(&amp;R)</translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation>堆数：</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>每堆最多</translation>
    </message>
    <message>
        <source>stones each</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>&amp;Typed in</source>
        <translation>手动输入(&amp;T)</translation>
    </message>
    <message>
        <source>e.g. 30, 47</source>
        <translation>例如 30, 47</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>对弈双方</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>对手(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation>先手(&amp;F)：</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>A second person at this screen</source>
        <translation>同一屏幕前的另一个人</translation>
    </message>
    <message>
        <source>Computer against computer (demonstration)</source>
        <translation>电脑对电脑（演示）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Decide at random</source>
        <translation>随机决定</translation>
    </message>
    <message>
        <source>%1 must be a whole number of at least %2.</source>
        <translation>%1 必须是不小于 %2 的整数。</translation>
    </message>
    <message>
        <source>Type the numbers of the position, separated by commas.</source>
        <translation>请输入局面中的各个数，用逗号分隔。</translation>
    </message>
    <message>
        <source>This position is too large for a saved game: %1.</source>
        <translation>这个局面太大，无法存档：%1。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number: type the %2 as whole numbers, separated by commas.</source>
        <translation>“%1”不是整数：请把%2写成整数，用逗号分隔。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; %3.</source>
        <translation>%1 “%2”%3。</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>电脑水平(&amp;L)：</translation>
    </message>
    <message>
        <source>Any position</source>
        <translation>任意局面</translation>
    </message>
    <message>
        <source>One you can win</source>
        <translation>你能赢的局面</translation>
    </message>
    <message>
        <source>One you must lose</source>
        <translation>你必输的局面</translation>
    </message>
    <message>
        <source>Any position of this size, drawn at random.</source>
        <translation>随机抽取这个规模的任意局面。</translation>
    </message>
    <message>
        <source>A position you win with perfect play, whoever moves first.</source>
        <translation>无论谁先走，你只要走法完美就能赢的局面。</translation>
    </message>
    <message>
        <source>A position the perfect computer wins, whoever moves first: you need its mistakes (choose a weaker level) or a lesson in why it wins.</source>
        <translation>无论谁先走，完美的电脑都能赢的局面：你需要它犯错（选择较弱的级别），或者借此学习它为什么能赢。</translation>
    </message>
    <message>
        <source>No position of this size that you can win was found: every one drawn had ended. Choose a larger size.</source>
        <translation>没有找到这个规模下你能赢的局面：抽到的局面都已结束。请选择更大的规模。</translation>
    </message>
    <message>
        <source>No position of this size that you must lose was found: every one drawn had ended. Choose a larger size.</source>
        <translation>没有找到这个规模下你必输的局面：抽到的局面都已结束。请选择更大的规模。</translation>
    </message>
    <message>
        <source>Grundy cannot decide who wins a position of this size: %1.</source>
        <translation>Grundy 无法判定这个规模的局面谁胜：%1。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>O&amp;utcome:</source>
        <translation>胜负(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>NimHome</name>
    <message>
        <source>pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>尼姆博弈</translation>
    </message>
    <message>
        <source>Several piles: take any number of stones from one pile. Whoever takes the last stone wins.</source>
        <translation>若干堆石子：每次从某一堆中取走任意多个石子。取走最后一个石子的一方获胜。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it; the stones a click would take light up first. Keys: Left/Right choose the pile, Up/Down how many, Enter takes. Piles too large to draw show a number and a field to type how many to take.</source>
        <translation>点击一个石子，取走它和它上面的所有石子；点击之前，会被取走的石子先亮起来。按键：←/→ 选择堆，↑/↓ 选择取几个，Enter 取走。石子堆太大、画不出来时，会显示一个数字和一个输入框，在框中输入要取走的个数。</translation>
    </message>
    <message>
        <source>The player to move loses exactly when the XOR of the pile sizes is 0 (Bouton&apos;s theorem).</source>
        <translation>当各堆石子数的异或和为 0 时，轮到走的一方必败（Bouton 定理）。</translation>
    </message>
    <message>
        <source>e.g. 3, 5, 7</source>
        <translation>例如 3, 5, 7</translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation>堆数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每堆最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose the pile</source>
        <translation>选择石子堆</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many stones to take</source>
        <translation>选择取几个石子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach the typed move&apos;s fields (piles too large to draw)</source>
        <translation>转到输入走法的输入框（石子堆太大、画不下时）</translation>
    </message>
    <message>
        <source>Misère Nim: several piles, take any number of stones from one pile. Whoever takes the last stone loses.</source>
        <translation>反常尼姆博弈：若干堆石子，每次从一堆中取任意个。取走最后一个石子的一方输。</translation>
    </message>
    <message>
        <source>Misère play (the anti-SG rule): while two or more piles hold 2 or more stones, the player to move loses exactly when the XOR of the piles is 0, as in normal Nim. When every pile holds at most 1 stone, the player to move loses exactly when an odd number of piles hold 1.</source>
        <translation>反常规则（Anti-SG 规则）：当两堆或更多堆不少于 2 个时，轮到走的一方恰在各堆异或为 0 时输，与普通尼姆博弈相同；当每堆至多 1 个时，轮到走的一方恰在有奇数堆 1 个时输。</translation>
    </message>
</context>
<context>
    <name>NorthcottHome</name>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>诺斯科特博弈</translation>
    </message>
    <message>
        <source>Each row of the board holds a black and a white piece. Black moves first; a move slides one of your own pieces along its row to any empty square, toward the other piece or away from it, but never past it. Whoever cannot move loses.</source>
        <translation>棋盘每一行有一枚黑棋和一枚白棋。黑方先走；每步把自己的一枚棋子沿所在行移到任意空格，可以向对方棋子靠近，也可以远离，但不能越过它。无法走棋的一方输。</translation>
    </message>
    <message>
        <source>Click an empty square of a row: your piece of that row goes there. Or click your piece first (its squares light up) and then a square, or drag it. Keys: Up/Down choose the row, Left/Right the square, Enter moves.</source>
        <translation>点击某一行的空格：你在这一行的棋子就会移到那里。也可以先点击你的棋子（它能到达的格子会亮起），再点击一个格子，或者直接拖动它。按键：上/下选择行，左/右选择格子，Enter 走棋。</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose the row</source>
        <translation>选择行</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose the square your piece goes to</source>
        <translation>选择棋子要去的格子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>move the piece</source>
        <translation>移动棋子</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>cancel the choice</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>Count the empty squares between the two pieces of each row: these gaps are Nim piles, since moving back is answered by following. The player to move, whichever colour, loses exactly when the XOR of the gaps is 0.</source>
        <translation>数一数每行两枚棋子之间的空格：这些间隔就是 Nim 的石子堆，因为往回移会被对手跟上。无论执哪种颜色，当所有间隔的异或为 0 时，轮到走棋的一方处于必败态。</translation>
    </message>
    <message>
        <source>black, white column of each row, e.g. 4, 5, 1, 2</source>
        <translation>每行黑棋、白棋所在的列，例如 4, 5, 1, 2</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <source>pieces on random squares</source>
        <translation>棋子随机摆放</translation>
    </message>
    <message>
        <source>Board width (&amp;M columns):</source>
        <translation>棋盘宽度（&amp;M 列）：</translation>
    </message>
    <message>
        <source>The board width M</source>
        <translation>棋盘宽度 M</translation>
    </message>
    <message>
        <source>the board&apos;s width in columns (default: the rightmost piece)</source>
        <translation>棋盘的列数（默认：最右边棋子所在的列）</translation>
    </message>
    <message>
        <source>You play black: your pieces are the round ones.</source>
        <translation>你执黑棋：你的棋子是圆形的。</translation>
    </message>
    <message>
        <source>You play white: your pieces are the square ones.</source>
        <translation>你执白棋：你的棋子是方形的。</translation>
    </message>
</context>
<context>
    <name>NorthcottView</name>
    <message>
        <source>Click a square of a row to move your piece of that row there, or click your piece and then a lit square, or drag it.
Keys: Up/Down choose the row, Left/Right the square, Enter moves, Escape cancels.</source>
        <translation>点击某一行的格子，把你在这一行的棋子移到那里；或先点击你的棋子再点击亮起的格子，或拖动它。
按键：上/下选择行，左/右选择格子，Enter 走棋，Esc 取消。</translation>
    </message>
    <message>
        <source>Row %1: Enter moves your black piece to column %2.</source>
        <translation>第 %1 行：按 Enter 把你的黑棋移到第 %2 列。</translation>
    </message>
    <message>
        <source>Row %1: Enter moves your white piece to column %2.</source>
        <translation>第 %1 行：按 Enter 把你的白棋移到第 %2 列。</translation>
    </message>
    <message>
        <source>Row %1: click a lit square to move your black piece there.</source>
        <translation>第 %1 行：点击亮起的格子，把你的黑棋移到那里。</translation>
    </message>
    <message>
        <source>Row %1: click a lit square to move your white piece there.</source>
        <translation>第 %1 行：点击亮起的格子，把你的白棋移到那里。</translation>
    </message>
    <message>
        <source>You play black (the round pieces). Click a square of a row to move your piece of that row there: toward the white piece, or back.</source>
        <translation>你执黑棋（圆形棋子）。点击某一行的格子，把你在这一行的棋子移到那里：可以靠近白棋，也可以后退。</translation>
    </message>
    <message>
        <source>You play white (the square pieces). Click a square of a row to move your piece of that row there: toward the black piece, or back.</source>
        <translation>你执白棋（方形棋子）。点击某一行的格子，把你在这一行的棋子移到那里：可以靠近黑棋，也可以后退。</translation>
    </message>
    <message>
        <source>The board has M = %1 columns; the long empty stretches are drawn as ….</source>
        <translation>棋盘共有 M = %1 列；长段空格画成 …。</translation>
    </message>
    <message>
        <source>These columns are left out to fit the board: move a piece to the edge of the stretch first, then on across it.</source>
        <translation>为了放得下棋盘，这些列被省略了：先把棋子移到这一段的边上，再继续越过它。</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>M−%1</source>
        <translation>M−%1</translation>
    </message>
    <message>
        <source>Row %1: black piece on column %2, white piece on column %3, gap %4</source>
        <translation>第 %1 行：黑棋在第 %2 列，白棋在第 %3 列，间隔 %4</translation>
    </message>
</context>
<context>
    <name>OctalHome</name>
    <message>
        <source>Octal game</source>
        <translation>八进制游戏</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Octal game %1</source>
        <translation>八进制游戏 %1</translation>
    </message>
    <message>
        <source>Rows of pins: knock down adjacent pins of one row, as many and where the octal code allows. Kayles (0.77): one pin or two side by side, anywhere. Whoever makes the last move wins.</source>
        <translation>若干行瓶：击倒某一行中相邻的瓶，击倒几个、在哪里击倒由八进制代码决定。Kayles（0.77）：在任意位置击倒一个或相邻两个。走最后一步的一方获胜。</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <source>choose the row</source>
        <translation>选择行</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>choose the first pin (in Grundy&apos;s game, the gap)</source>
        <translation>选择第一个瓶（Grundy 游戏中选空隙）</translation>
    </message>
    <message>
        <source>Shift+Left / Shift+Right</source>
        <translation>Shift+← / Shift+→</translation>
    </message>
    <message>
        <source>knock down fewer or more pins</source>
        <translation>少击倒或多击倒几个瓶</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格键</translation>
    </message>
    <message>
        <source>knock the chosen pins down, or split the row</source>
        <translation>击倒选中的瓶，或把这一行分开</translation>
    </message>
    <message>
        <source>Each row counts as a Nim pile of its value G(n), the mex of the values its moves leave (two rows count as the XOR of theirs). The player to move loses exactly when the rows&apos; values XOR to 0. Kayles repeats with period 12 from rows of 71 pins; Grundy&apos;s game has no known period.</source>
        <translation>每行相当于一堆大小为 G(n) 的 Nim 石子，G(n) 是它所有走法留下的值的 mex（剩两行时取两行值的异或）。当各行的值异或为 0 时，轮到走的一方必输。Kayles 从 71 个瓶的行起以 12 为周期重复；Grundy 游戏没有已知的周期。</translation>
    </message>
    <message>
        <source>row lengths, e.g. 5, 7, 10</source>
        <translation>各行长度，例如 5, 7, 10</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每行最多</translation>
    </message>
    <message>
        <source>pins</source>
        <translation>个瓶</translation>
    </message>
    <message>
        <source>Octal &amp;code:</source>
        <translation>八进制代码(&amp;C)：</translation>
    </message>
    <message>
        <source>The octal code</source>
        <translation>八进制代码</translation>
    </message>
    <message>
        <source>the octal code, such as 0.77 (Kayles), 0.07, 0.137 or 4!.0, or a name: kayles, dawson-kayles, dawson-chess, grundys-game</source>
        <translation>八进制代码，如 0.77（Kayles）、0.07、0.137 或 4!.0，或名称：kayles、dawson-kayles、dawson-chess、grundys-game</translation>
    </message>
    <message>
        <source>Kayles</source>
        <translation>Kayles</translation>
    </message>
    <message>
        <source>Dawson&apos;s Kayles</source>
        <translation>Dawson Kayles</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess</source>
        <translation>Dawson 象棋</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy 游戏</translation>
    </message>
    <message>
        <source>The code&apos;s k-th digit after the point says what knocking down k adjacent pins may leave of their row: 1, nothing (the whole row); 2, one row (pins at an end); 4, two rows (pins in the middle); a sum allows each of its parts. A first digit 4 also splits a row without knocking pins down (4!: into two unequal rows, Grundy&apos;s game). Drag over adjacent pins of a row (or click one pin) to knock them down; where a split is allowed, click between two pins. While you point, the pins that would fall lean over and the caption says what is left. Keys: Up/Down choose the row, Left/Right the first pin, Shift+Left/Right how many, Enter knocks them down.</source>
        <translation>代码小数点后第 k 位说明击倒相邻 k 个瓶后这一行可以剩下什么：1，什么也不剩（整行）；2，剩一行（从一端击倒）；4，剩两行（从中间击倒）；几个数相加表示其中每种都允许。首位数字为 4 时，还可以不击倒瓶而把一行分开（4!：分成大小不等的两行，即 Grundy 游戏）。在一行上拖过相邻的瓶（或点击一个瓶）把它们击倒；允许分开时，点击两个瓶之间。鼠标指着时，将倒下的瓶会倾斜，下方的说明写出剩下什么。按键：↑/↓ 选行，←/→ 选第一个瓶，Shift+←/→ 选个数，Enter 击倒。</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>move the choice to the row&apos;s start or end</source>
        <translation>把选择移到这一行的开头或末尾</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the choice</source>
        <translation>取消选择</translation>
    </message>
</context>
<context>
    <name>OctalPlotView</name>
    <message>
        <source>Plot of the values G(n) against the heap n</source>
        <translation>值 G(n) 随堆 n 变化的散点图</translation>
    </message>
    <message>
        <source>common value</source>
        <translation>常见值</translation>
    </message>
    <message>
        <source>rare value (%1 heaps of %2)</source>
        <translation>稀有值（%2 堆中有 %1 堆）</translation>
    </message>
    <message>
        <source>G(n)</source>
        <translation>G(n)</translation>
    </message>
    <message>
        <source>pre-period: heaps 0 to %1</source>
        <translation>前周期：第 0 至 %1 堆</translation>
    </message>
    <message>
        <source>period %1 from heap %2: a band each</source>
        <translation>从第 %2 堆起周期为 %1：每个周期一条带</translation>
    </message>
    <message>
        <source>%1 (heaps %2 to %3 in view)</source>
        <translation>%1（显示第 %2 至 %3 堆）</translation>
    </message>
    <message>
        <source>heap n</source>
        <translation>堆 n</translation>
    </message>
    <message>
        <source>Heap %1: G = %2</source>
        <translation>第 %1 堆：G = %2</translation>
    </message>
    <message>
        <source> (rare)</source>
        <translation>（稀有）</translation>
    </message>
    <message>
        <source> (common)</source>
        <translation>（常见）</translation>
    </message>
    <message>
        <source> · pre-period</source>
        <translation> · 前周期</translation>
    </message>
    <message>
        <source> · as heap %1 of the first period</source>
        <translation> · 同第一个周期的第 %1 堆</translation>
    </message>
    <message>
        <source>Heaps %1 to %2: G from %3 to %4</source>
        <translation>第 %1 至 %2 堆：G 从 %3 到 %4</translation>
    </message>
    <message>
        <source>, %1 rare</source>
        <translation>，%1 个稀有</translation>
    </message>
    <message>
        <source>There is no plot to export yet.</source>
        <translation>还没有可导出的图。</translation>
    </message>
</context>
<context>
    <name>OctalSequenceView</name>
    <message>
        <source>The values G(n) of single heaps</source>
        <translation>单堆的值 G(n)</translation>
    </message>
    <message>
        <source>A heap of %1: G = %2</source>
        <translation>%1 的堆：G = %2</translation>
    </message>
    <message>
        <source> (pre-period)</source>
        <translation>（前周期）</translation>
    </message>
    <message>
        <source> (first period)</source>
        <translation>（第一个周期）</translation>
    </message>
    <message>
        <source> (as heap %1)</source>
        <translation>（同第 %1 堆）</translation>
    </message>
    <message>
        <source>, a rare value</source>
        <translation>，稀有值</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>Mouse: click a stone to take it and every stone above it.
Keys: Left/Right choose a pile, Up/Down choose how many, Enter takes.</source>
        <translation>鼠标：点击一个石子，取走它和它上面的所有石子。
按键：←/→ 选择堆，↑/↓ 选择取几个，Enter 取走。</translation>
    </message>
    <message>
        <source>take %1 from %2</source>
        <translation>从%2取走 %1 个</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>same number</source>
        <translation>两堆同取</translation>
    </message>
    <message>
        <source>%1 is not allowed</source>
        <translation>不能%1</translation>
    </message>
    <message>
        <source>Hint: %1. Click the outlined rung of the middle ladder.</source>
        <translation>提示：%1。请点击中间梯子上带框的横档。</translation>
    </message>
    <message>
        <source>Hint: %1. Click the lowest outlined stone.</source>
        <translation>提示：%1。请点击带框的石子中最下面的那个。</translation>
    </message>
    <message>
        <source>The piles are too large to draw: choose a pile, type how many stones to take and press Enter.</source>
        <translation>石子堆太大，画不出来：请选择一堆，输入要取走的石子数，然后按 Enter。</translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it, or a rung of the middle ladder to take that many from both piles. Keys: ←/→ pile, ↑/↓ how many, Enter takes.</source>
        <translation>点击一个石子，取走它和它上面的所有石子；或者点击中间梯子的一条横档，从两堆各取走那么多。按键：←/→ 选堆，↑/↓ 选个数，Enter 取走。</translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it. Keys: ←/→ pile, ↑/↓ how many, Enter takes.</source>
        <translation>点击一个石子，取走它和它上面的所有石子。按键：←/→ 选堆，↑/↓ 选个数，Enter 取走。</translation>
    </message>
    <message>
        <source>Type how many stones to take and press Enter.</source>
        <translation>输入要取的石子数，然后按 Enter。</translation>
    </message>
    <message>
        <source>Mouse: click a bar to choose its pile.
Then type how many stones to take and press Enter.</source>
        <translation>鼠标：点击柱形选择这一堆。
然后输入要取的石子数并按 Enter。</translation>
    </message>
    <message>
        <source>Mouse: click a stone to take it and every stone above it.
Keys: Up/Down choose how many, Enter takes.</source>
        <translation>鼠标：点击一个石子，取走它和它上面的所有石子。
按键：↑/↓ 选择取几个，Enter 取走。</translation>
    </message>
    <message>
        <source>The pile is too large to draw: type how many stones to take and press Enter.</source>
        <translation>石子堆太大，画不出来：输入要取的石子数，然后按 Enter。</translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it. Keys: ↑/↓ how many, Enter takes.</source>
        <translation>点击一个石子，取走它和它上面的所有石子。按键：↑/↓ 选个数，Enter 取走。</translation>
    </message>
    <message>
        <source>Split a pile (S)</source>
        <translation>分堆 (S)</translation>
    </message>
    <message>
        <source>Turn on to cut a pile in two instead of taking stones.</source>
        <translation>打开后，点击会把一堆切成两堆，而不是取走石子。</translation>
    </message>
    <message>
        <source>A split leaves stones on both sides of the cut: point at a higher stone.</source>
        <translation>分堆后切口两边都必须有石子：请指向更高的石子。</translation>
    </message>
    <message>
        <source>%1 (click to split)</source>
        <translation>%1（点击即分堆）</translation>
    </message>
    <message>
        <source>Hint: %1. Turn on Split, then click the lowest outlined stone.</source>
        <translation>提示：%1。先打开“分堆”，再点击带框的最下面一个石子。</translation>
    </message>
    <message>
        <source>Mouse: click a bar to choose its pile.
Then type how many stones to take (Take), or how many one part keeps (Split).</source>
        <translation>鼠标：点击一根柱条选择它的石子堆。
然后输入要取走的个数（取走），或其中一部分保留的个数（分堆）。</translation>
    </message>
    <message>
        <source>Split: click a stone to cut its pile in two below it.
Keys: Left/Right choose a pile, Up/Down where to cut, Enter splits, S goes back to taking.</source>
        <translation>分堆：点击一个石子，在它下方把这一堆切成两堆。
按键：左/右选择石子堆，上/下选择切开的位置，Enter 分堆，S 回到取石子。</translation>
    </message>
    <message>
        <source>Mouse: click a stone to take it and every stone above it; turn on Split to cut a pile in two instead.
Keys: Left/Right choose a pile, Up/Down choose how many, Enter takes, S splits.</source>
        <translation>鼠标：点击一个石子，取走它和它上面的所有石子；打开“分堆”则改为把一堆切成两堆。
按键：左/右选择石子堆，上/下选择取几个，Enter 取走，S 分堆。</translation>
    </message>
    <message>
        <source>The pile is too large to draw: type how many stones to take and press Take, or how many one part keeps and press Split.</source>
        <translation>石子堆太大，无法画出：输入要取走的个数并按“取走”，或输入其中一部分保留的个数并按“分堆”。</translation>
    </message>
    <message>
        <source>The piles are too large to draw: choose a pile, type how many stones to take and press Take, or how many one part keeps and press Split.</source>
        <translation>石子堆太大，无法画出：选择一堆，输入要取走的个数并按“取走”，或输入其中一部分保留的个数并按“分堆”。</translation>
    </message>
    <message>
        <source>Split: point at a stone to cut its pile below it, click to split. Keys: ←/→ pile, ↑/↓ where to cut, Enter splits, S takes instead.</source>
        <translation>分堆：指向一个石子，在它下方切开这一堆，点击即分。按键：←/→ 选堆，↑/↓ 切开位置，Enter 分堆，S 改为取石子。</translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it, or turn on Split to cut a pile in two. Keys: ←/→ pile, ↑/↓ how many, Enter takes, S splits.</source>
        <translation>点击一个石子，取走它和它上面的所有石子；或打开“分堆”把一堆切成两堆。按键：←/→ 选堆，↑/↓ 取几个，Enter 取走，S 分堆。</translation>
    </message>
    <message>
        <source>%1 Click a lit stone to take it and all above it. Keys: ←/→ pile, ↑/↓ how many, Enter takes.</source>
        <translation>%1点击亮起的石子，取走它及其上方所有石子。按键：←/→ 选堆，↑/↓ 选数量，Enter 取走。</translation>
    </message>
</context>
<context>
    <name>PinsView</name>
    <message>
        <source>Drag over adjacent pins of a row (or click one pin) to knock them down; where the code allows it, click between two pins to split the row.
Keys: Up/Down choose the row, Left/Right the first pin, Shift+Left/Right how many, Enter knocks them down, Escape clears.</source>
        <translation>在一行上拖过相邻的瓶（或点击一个瓶）把它们击倒；代码允许时，点击两个瓶之间把这一行分开。
按键：上/下选择行，左/右选择第一个瓶，Shift+左/右选择个数，Enter 击倒，Esc 清除。</translation>
    </message>
    <message>
        <source>More rows</source>
        <translation>更多行</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>… 1 pin …</source>
        <translation>… 1 个瓶 …</translation>
    </message>
    <message>
        <source>… %1 pins …</source>
        <translation>… %1 个瓶 …</translation>
    </message>
    <message>
        <source>no pins</source>
        <translation>没有瓶</translation>
    </message>
    <message>
        <source>1 pin</source>
        <translation>1 个瓶</translation>
    </message>
    <message>
        <source>%1 pins</source>
        <translation>%1 个瓶</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Click the gap where a row is to be split in two. Keys: ↑/↓ row, ←/→ gap, Enter splits.</source>
        <translation>点击要把一行分成两行的空隙。按键：↑/↓ 选行，←/→ 选空隙，Enter 分开。</translation>
    </message>
    <message>
        <source>Drag over adjacent pins of a row (or click one) to knock them down, or click between two pins to split the row. Keys: ↑/↓ row, ←/→ first pin, Shift+←/→ how many, Enter.</source>
        <translation>在一行上拖过相邻的瓶（或点击一个）把它们击倒，或点击两个瓶之间把这一行分开。按键：↑/↓ 选行，←/→ 选第一个瓶，Shift+←/→ 选个数，Enter。</translation>
    </message>
    <message>
        <source>Drag over adjacent pins of a row (or click one) to knock them down. Keys: ↑/↓ row, ←/→ first pin, Shift+←/→ how many, Enter.</source>
        <translation>在一行上拖过相邻的瓶（或点击一个）把它们击倒。按键：↑/↓ 选行，←/→ 选第一个瓶，Shift+←/→ 选个数，Enter。</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>不允许：%1。</translation>
    </message>
    <message>
        <source>%1. Release to play it.</source>
        <translation>%1。松开鼠标即走这一步。</translation>
    </message>
    <message>
        <source>%1. Enter plays it.</source>
        <translation>%1。按 Enter 走这一步。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Hint: %1 (outlined).</source>
        <translation>提示：%1（已圈出）。</translation>
    </message>
    <message>
        <source>%1, G = %2</source>
        <translation>%1，G = %2</translation>
    </message>
    <message>
        <source>%1. Winning moves here include: %2.</source>
        <translation>%1。这里的必胜走法包括：%2。</translation>
    </message>
    <message>
        <source>%1 fell</source>
        <translation>倒下 %1 个</translation>
    </message>
</context>
<context>
    <name>PracticeActions</name>
    <message>
        <source>Open Exercise Set</source>
        <translation>打开练习集</translation>
    </message>
    <message>
        <source>Exercise sets (*.json);;All files (*)</source>
        <translation>练习集 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open exercise set</source>
        <translation>无法打开练习集</translation>
    </message>
    <message>
        <source>“%1” cannot be opened as an exercise set.</source>
        <translation>“%1”无法作为练习集打开。</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>练习(&amp;P)…</translation>
    </message>
    <message>
        <source>Exercises with checked answers, in course order</source>
        <translation>按课程顺序出题并当场判定答案的练习</translation>
    </message>
    <message>
        <source>Open E&amp;xercise Set…</source>
        <translation>打开练习集(&amp;X)…</translation>
    </message>
    <message>
        <source>S&amp;ave Exercise Set…</source>
        <translation>保存练习集(&amp;A)…</translation>
    </message>
    <message>
        <source>Choose exercises and save them as a set for students to open</source>
        <translation>选择练习，保存为练习集，供学生打开</translation>
    </message>
    <message>
        <source>Print &amp;Worksheet…</source>
        <translation>打印练习单(&amp;W)…</translation>
    </message>
    <message>
        <source>Choose exercises and write them as a PDF to print, with the answer key</source>
        <translation>选择练习，写成可打印的 PDF，附答案</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>%1-answers.json</source>
        <translation>%1-答案.json</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <source>Exercise sets (*.json);;All files (*)</source>
        <translation>练习集 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2, not answered</source>
        <translation>%1. %2，未作答</translation>
    </message>
    <message>
        <source>%1. %2, right</source>
        <translation>%1. %2，正确</translation>
    </message>
    <message>
        <source>%1. %2, wrong</source>
        <translation>%1. %2，错误</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>练习：%1</translation>
    </message>
    <message>
        <source>Exercise %1 of %2 · %3 answered, %4 right</source>
        <translation>第 %1 题，共 %2 题 · 已答 %3 题，答对 %4 题</translation>
    </message>
    <message numerus="yes">
        <source>Exercise %1 · difficulty %2 of %3 · %n right in a row</source>
        <translation>
            <numerusform>第 %1 题 · 难度 %2/%3 · 连续答对 %n 题</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>显示答案(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Save Answers…</source>
        <translation>保存答案(&amp;S)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>✓ The answer given is right: %1.</source>
        <translation>✓ 所给答案正确：%1。</translation>
    </message>
    <message>
        <source>✓ Right: %1.</source>
        <translation>✓ 正确：%1。</translation>
    </message>
    <message>
        <source>✗ The answer given is not right: %1.</source>
        <translation>✗ 所给答案不正确：%1。</translation>
    </message>
    <message>
        <source>✗ Not right: %1.</source>
        <translation>✗ 不正确：%1。</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>答案：%1。</translation>
    </message>
    <message>
        <source>Look, then answer below.</source>
        <translation>先观察，再在下方作答。</translation>
    </message>
    <message>
        <source>Answered: the reason is below.</source>
        <translation>已作答：理由见下方。</translation>
    </message>
    <message>
        <source>The answers could not be saved.</source>
        <translation>答案无法保存。</translation>
    </message>
</context>
<context>
    <name>RecordLimits</name>
    <message>
        <source>%1 numbers: at most %2, as many as a saved game holds</source>
        <translation>%1 个数：存档最多只能容纳 %2 个</translation>
    </message>
    <message>
        <source>number %1 has %2 digits: at most %3, as many as a saved game holds</source>
        <translation>第 %1 个数有 %2 位：存档最多只能容纳 %3 位</translation>
    </message>
    <message>
        <source>%1 digits: at most %2, as many as a saved game holds</source>
        <translation>%1 位数字：存档最多只能容纳 %2 位</translation>
    </message>
    <message>
        <source>the game has %1 moves, and a saved game holds at most %2</source>
        <translation>对局有 %1 步，而存档最多只能容纳 %2 步</translation>
    </message>
    <message>
        <source>the game would take %1 MiB, and a saved game holds at most %2 MiB</source>
        <translation>对局将占用 %1 MiB，而存档最多只能容纳 %2 MiB</translation>
    </message>
</context>
<context>
    <name>RedistributionHome</name>
    <message>
        <source>Redistribution game</source>
        <translation>重分配博弈</translation>
    </message>
    <message>
        <source>Take at least one stone of a pile out of the game, then you may move some of its other stones onto other piles. Whoever takes the last stone wins.</source>
        <translation>从一堆中取出至少一个石子移出游戏，然后可以把这堆剩下的一部分石子移到其他堆上。取走最后一个石子的一方获胜。</translation>
    </message>
    <message>
        <source>Click the pile to take from. Set how many of its stones leave the game, and with + and − how many go onto each other pile that still has stones. Confirm is enabled as soon as the move is legal.</source>
        <translation>点击要取石子的那一堆。设置它有多少个石子移出游戏，并用 + 和 − 设置有多少个放到其他每个仍有石子的堆上。一旦这一步合乎规则，“确定”按钮就可以用了。</translation>
    </message>
    <message>
        <source>The player to move loses exactly when the piles pair up: every size occurs an even number of times.</source>
        <translation>当各堆能两两配对（每种大小都出现偶数次）时，轮到走的一方必败。</translation>
    </message>
    <message>
        <source>e.g. 3, 5, 5, 8</source>
        <translation>例如 3, 5, 5, 8</translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation>堆数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每堆最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose the pile to take from</source>
        <translation>选择要取石子的堆</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many of its stones leave the game</source>
        <translation>选择这堆有多少个石子移出游戏</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach each pile&apos;s field and its − and + buttons</source>
        <translation>转到各堆的输入框及其 − 和 + 按钮</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>confirm the move</source>
        <translation>确认这一步</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>start the move again</source>
        <translation>重新准备这一步</translation>
    </message>
</context>
<context>
    <name>RedistributionView</name>
    <message>
        <source>pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Click the pile to take from, then set how many stones leave the game and how many go to each other pile.
Keys: Left/Right choose the pile, Up/Down how many leave, Tab to the fields, Enter confirms, Escape resets.</source>
        <translation>点击要取石子的那一堆，然后设置有多少个石子移出游戏、有多少个分给其他每一堆。
按键：←/→ 选择堆，↑/↓ 设置移出多少，Tab 切换到输入框，Enter 确定，Escape 重置。</translation>
    </message>
    <message>
        <source>More piles</source>
        <translation>更多的堆</translation>
    </message>
    <message>
        <source>One stone fewer for %1</source>
        <translation>%1：减少一个石子</translation>
    </message>
    <message>
        <source>One stone more for %1</source>
        <translation>%1：增加一个石子</translation>
    </message>
    <message>
        <source>Click the pile to take stones from.</source>
        <translation>请点击要取石子的那一堆。</translation>
    </message>
    <message>
        <source>Type a number of stones in every field.</source>
        <translation>请在每个输入框中填入石子数。</translation>
    </message>
    <message>
        <source>remove %1 from %2</source>
        <translation>从%2移出 %1 个</translation>
    </message>
    <message>
        <source>, give %1 to %2</source>
        <translation>，分给%2 %1 个</translation>
    </message>
    <message>
        <source>not allowed: %1</source>
        <translation>不允许：%1</translation>
    </message>
    <message>
        <source>give</source>
        <translation>分给</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Stones of %1 that leave the game</source>
        <translation>%1中移出游戏的石子数</translation>
    </message>
    <message>
        <source>Stones given to %1</source>
        <translation>分给%1的石子数</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1. Removing stones from it alone is a losing move.</source>
        <translation>%1。只从这堆移除石子（不赠送）是必败走法。</translation>
    </message>
    <message>
        <source>%1. Removing %2 of its stones (and giving none) is a winning move; removing another number is a losing move.</source>
        <translation>%1。从这堆移除 %2 个石子（不赠送）是必胜走法；移除其他数目是必败走法。</translation>
    </message>
    <message>
        <source>Move values: every move here loses.</source>
        <translation>走法胜负：这里的每一步都会输。</translation>
    </message>
    <message>
        <source>Move values: a winning move is %1.</source>
        <translation>走法胜负：一个必胜走法是%1。</translation>
    </message>
    <message>
        <source>take</source>
        <translation>取走</translation>
    </message>
</context>
<context>
    <name>RemotenessLine</name>
    <message>
        <source>Counting the moves to the end…</source>
        <translation>正在计算到终局的步数…</translation>
    </message>
    <message>
        <source>How many moves are left is not known: too many positions to search.</source>
        <translation>剩余步数未知：要搜索的局面太多。</translation>
    </message>
    <message>
        <source>You can win in 1 move.</source>
        <translation>你可以在 1 步内获胜。</translation>
    </message>
    <message>
        <source>You can win in %1 moves.</source>
        <translation>你可以在 %1 步内获胜。</translation>
    </message>
    <message>
        <source>You can hold out for 1 move.</source>
        <translation>你还能坚持 1 步。</translation>
    </message>
    <message>
        <source>You can hold out for %1 moves.</source>
        <translation>你还能坚持 %1 步。</translation>
    </message>
    <message>
        <source>The computer can win in 1 move.</source>
        <translation>电脑可以在 1 步内获胜。</translation>
    </message>
    <message>
        <source>The computer can win in %1 moves.</source>
        <translation>电脑可以在 %1 步内获胜。</translation>
    </message>
    <message>
        <source>The computer can hold out for 1 move.</source>
        <translation>电脑还能坚持 1 步。</translation>
    </message>
    <message>
        <source>The computer can hold out for %1 moves.</source>
        <translation>电脑还能坚持 %1 步。</translation>
    </message>
    <message>
        <source>Player %1 can win in 1 move.</source>
        <translation>%1 号玩家可以在 1 步内获胜。</translation>
    </message>
    <message>
        <source>Player %1 can win in %2 moves.</source>
        <translation>%1 号玩家可以在 %2 步内获胜。</translation>
    </message>
    <message>
        <source>Player %1 can hold out for 1 move.</source>
        <translation>%1 号玩家还能坚持 1 步。</translation>
    </message>
    <message>
        <source>Player %1 can hold out for %2 moves.</source>
        <translation>%1 号玩家还能坚持 %2 步。</translation>
    </message>
    <message>
        <source>Computer %1 can win in 1 move.</source>
        <translation>%1 号电脑可以在 1 步内获胜。</translation>
    </message>
    <message>
        <source>Computer %1 can win in %2 moves.</source>
        <translation>%1 号电脑可以在 %2 步内获胜。</translation>
    </message>
    <message>
        <source>Computer %1 can hold out for 1 move.</source>
        <translation>%1 号电脑还能坚持 1 步。</translation>
    </message>
    <message>
        <source>Computer %1 can hold out for %2 moves.</source>
        <translation>%1 号电脑还能坚持 %2 步。</translation>
    </message>
    <message>
        <source>The game lasts at least %1 more moves; how many exactly is not known: too many positions to search.</source>
        <translation>这局至少还要走 %1 步；确切步数未知：要搜索的局面太多。</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Move</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>所走</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>A winning move instead</source>
        <translation>本可走的必胜走法</translation>
    </message>
    <message>
        <source>Review of a game of %1</source>
        <translation>%1 对局复盘</translation>
    </message>
    <message>
        <source>The game has changed since this review was made: open the review again to go back to its moves.</source>
        <translation>生成此复盘后对局已发生变化：请重新打开复盘以回到其中的着法。</translation>
    </message>
    <message>
        <source>Go to the &amp;First Mistake</source>
        <translation>转到第一个失误(&amp;F)</translation>
    </message>
    <message>
        <source>Take the Game &amp;Back to This Move</source>
        <translation>将对局退回到这一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Export as Text…</source>
        <translation>导出为文本(&amp;E)…</translation>
    </message>
    <message>
        <source>The moves of the game, each with its verdict</source>
        <translation>本局的每一步及其评判</translation>
    </message>
    <message>
        <source>Select every move</source>
        <translation>选择所有着法</translation>
    </message>
    <message>
        <source>%1 made no mistakes.</source>
        <translation>%1没有失误。</translation>
    </message>
    <message>
        <source>%1 made one mistake.</source>
        <translation>%1有1次失误。</translation>
    </message>
    <message>
        <source>%1 made %2 mistakes.</source>
        <translation>%1有%2次失误。</translation>
    </message>
    <message>
        <source>First mistake: move %1 (%2).</source>
        <translation>第一个失误：第%1步（%2）。</translation>
    </message>
    <message>
        <source>No mistakes: no move gave a won position away.</source>
        <translation>没有失误：没有哪一步把胜局送掉。</translation>
    </message>
    <message>
        <source>Could not write the PDF file “%1”.</source>
        <translation>无法写入 PDF 文件“%1”。</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Export the Review as PDF</source>
        <translation>将复盘导出为 PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export the Review</source>
        <translation>导出复盘</translation>
    </message>
    <message>
        <source>Text (*.txt);;Web pages (*.html)</source>
        <translation>文本 (*.txt);;网页 (*.html)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>SgSequenceView</name>
    <message>
        <source>A heap of %1: SG value %2</source>
        <translation>%1 个石子的一堆：SG 值 %2</translation>
    </message>
</context>
<context>
    <name>SgTablePainter</name>
    <message>
        <source>0 = P-position</source>
        <translation>0 = 必败态</translation>
    </message>
</context>
<context>
    <name>SgTablePanel</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>放大（+、Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation>缩小（−、Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>显示整张表</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Rows and columns of the tables: piles 0 to n − 1</source>
        <translation>表的行和列：堆大小 0 到 n − 1</translation>
    </message>
    <message>
        <source>Save the whole Wythoff SG table as a PNG image</source>
        <translation>把整张威佐夫 SG 值表保存为 PNG 图片</translation>
    </message>
    <message>
        <source>Save the Wythoff SG table as an SVG drawing (at most %1 × %1 cells, from the top-left cell in view)</source>
        <translation>把威佐夫 SG 值表保存为 SVG 矢量图（最多 %1 × %1 格，从视野中左上角的格子开始）</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wythoff’s game&lt;/b&gt;: Sprague–Grundy value G(a, b)</source>
        <translation>&lt;b&gt;威佐夫博弈&lt;/b&gt;：SG 值 G(a, b)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two-pile Nim&lt;/b&gt;: a XOR b</source>
        <translation>&lt;b&gt;两堆尼姆博弈&lt;/b&gt;：a XOR b</translation>
    </message>
    <message>
        <source>Rows: pile a (down) · columns: pile b (across) · (0, 0) at the top left</source>
        <translation>行：堆 a（向下）· 列：堆 b（向右）· (0, 0) 在左上角</translation>
    </message>
    <message>
        <source>Computing the %1 × %1 table…</source>
        <translation>正在计算 %1 × %1 的表…</translation>
    </message>
    <message>
        <source>Computing %1 × %1 Sprague–Grundy values…</source>
        <translation>正在计算 %1 × %1 个 SG 值…</translation>
    </message>
    <message>
        <source>Cancelled. Press Compute or choose another size.</source>
        <translation>已取消。请按“计算”或选择其他大小。</translation>
    </message>
    <message>
        <source>Computation cancelled.</source>
        <translation>计算已取消。</translation>
    </message>
    <message>
        <source>%1 × %1 table: hover a cell to compare the two values.</source>
        <translation>%1 × %1 的表：把鼠标悬停在格子上，可以比较两个值。</translation>
    </message>
    <message>
        <source>   ·   </source>
        <translation>   ·   </translation>
    </message>
    <message>
        <source>Sprague–Grundy values of Wythoff’s game G(a, b), 0 ≤ a, b &lt; %1</source>
        <translation>威佐夫博弈的 SG 值 G(a, b)，0 ≤ a, b &lt; %1</translation>
    </message>
    <message>
        <source>Sprague–Grundy values of Wythoff’s game G(a, b), a = %1–%2, b = %3–%4</source>
        <translation>威佐夫博弈的 SG 值 G(a, b)，a = %1–%2，b = %3–%4</translation>
    </message>
    <message>
        <source>There is no table to export yet.</source>
        <translation>还没有可以导出的表。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Sprague–Grundy tables</source>
        <translation>SG 值表</translation>
    </message>
</context>
<context>
    <name>SgTableView</name>
    <message>
        <source>%1 XOR %2 = %3</source>
        <translation>%1 XOR %2 = %3</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation>G(%1, %2) = %3</translation>
    </message>
    <message>
        <source> — P-position</source>
        <translation> —— 必败态</translation>
    </message>
</context>
<context>
    <name>SgTablesWindow</name>
    <message>
        <source>Sprague–Grundy tables</source>
        <translation>SG 值表</translation>
    </message>
    <message>
        <source>&amp;Wythoff and Nim</source>
        <translation>威佐夫与尼姆(&amp;W)</translation>
    </message>
    <message>
        <source>S&amp;ubtraction games</source>
        <translation>减法博弈(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Take-and-break games</source>
        <translation>取走并分堆游戏(&amp;T)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>走棋记录</translation>
    </message>
    <message>
        <source>Moves so far</source>
        <translation>到目前为止的走法</translation>
    </message>
    <message>
        <source>Hint, or why the last move was made</source>
        <translation>提示，或上一步为什么这样走</translation>
    </message>
</context>
<context>
    <name>StaircaseHome</name>
    <message>
        <source>Georgia and Bob</source>
        <translation>Georgia and Bob（阶梯博弈）</translation>
    </message>
    <message>
        <source>Chips on a strip of M cells: slide one chip left, never onto or over another chip. Whoever makes the last move wins.</source>
        <translation>一条 M 格长的格子条上放着若干棋子：每次把一枚棋子向左滑动，不能落在另一枚棋子上，也不能越过它。走最后一步的一方获胜。</translation>
    </message>
    <message>
        <source>Click or drag a chip: the cells it can reach light up; click one or drop the chip there. Keys: Left/Right choose a chip, Enter, Left/Right choose the cell, Enter.</source>
        <translation>点击或拖动一枚棋子：它能到达的格子会亮起来；点击其中一格，或把棋子放到那里。按键：←/→ 选择棋子，Enter，←/→ 选择目标格，Enter。</translation>
    </message>
    <message>
        <source>Pair the chips from the right (the leftmost with the wall when their number is odd). The player to move loses exactly when the XOR of the empty cells inside the pairs is 0.</source>
        <translation>从右边开始把棋子两两配对（棋子数为奇数时，最左边的一枚与墙配对）。当每对棋子之间空格数的异或和为 0 时，轮到走的一方必败（阶梯博弈）。</translation>
    </message>
    <message>
        <source>chip cells, e.g. 2, 5, 9, 14</source>
        <translation>棋子所在的格，例如 2, 5, 9, 14</translation>
    </message>
    <message>
        <source>Chips:</source>
        <translation>棋子数：</translation>
    </message>
    <message>
        <source>on random cells</source>
        <translation>枚，随机放置</translation>
    </message>
    <message>
        <source>Strip length (&amp;M cells):</source>
        <translation>格子条长度（M 格）(&amp;M)：</translation>
    </message>
    <message>
        <source>The strip length M</source>
        <translation>格子条长度 M</translation>
    </message>
    <message>
        <source>the strip length (default: the last chip)</source>
        <translation>格子条长度（默认：最后一枚棋子所在的格）</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) need at least as many cells.</source>
        <translation>
            <numerusform>%n 枚棋子至少需要同样多的格子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose a chip</source>
        <translation>选择棋子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>choose where it goes</source>
        <translation>选择它的去处</translation>
    </message>
    <message>
        <source>choose the target cell</source>
        <translation>选择目标格</translation>
    </message>
    <message>
        <source>move the chip</source>
        <translation>移动棋子</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>cancel the choice</source>
        <translation>取消选择</translation>
    </message>
</context>
<context>
    <name>StripView</name>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Click or drag a chip, then click or drop it on a lit cell.
Keys: Left/Right choose a chip, Enter starts choosing its target, Left/Right move the target, Enter moves, Escape cancels.</source>
        <translation>点击或拖动一枚棋子，然后点击亮起的格子，或把棋子放到那里。
按键：←/→ 选择棋子，Enter 开始选择目标，←/→ 移动目标，Enter 移动，Escape 取消。</translation>
    </message>
    <message>
        <source>target cell</source>
        <translation>目标格</translation>
    </message>
    <message>
        <source>More of the strip</source>
        <translation>格子条的其余部分</translation>
    </message>
    <message>
        <source>chip on cell %1</source>
        <translation>格 %1 上的棋子</translation>
    </message>
    <message>
        <source>… %1 empty cells …</source>
        <translation>… %1 个空格 …</translation>
    </message>
    <message>
        <source>empty cells</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>不允许：%1。</translation>
    </message>
    <message>
        <source>Move the chip on cell %1 to cell %2: press Enter.</source>
        <translation>把格 %1 上的棋子移到格 %2：请按 Enter。</translation>
    </message>
    <message>
        <source>Chip on cell %1 chosen: click a lit cell%2.</source>
        <translation>已选中格 %1 上的棋子：请点击亮起的格子%2。</translation>
    </message>
    <message>
        <source> or type the target cell</source>
        <translation>，或输入目标格</translation>
    </message>
    <message>
        <source>Click or drag a chip left onto a lit cell. Keys: ←/→ chip, Enter, ←/→ target, Enter.</source>
        <translation>把一枚棋子向左点击或拖动到亮起的格子上。按键：←/→ 选棋子，Enter，←/→ 选目标，Enter。</translation>
    </message>
    <message>
        <source>Chip to move</source>
        <translation>要移动的棋子</translation>
    </message>
    <message>
        <source>Target cell</source>
        <translation>目标格</translation>
    </message>
    <message>
        <source>… 1 empty cell …</source>
        <translation>… 1 个空格 …</translation>
    </message>
</context>
<context>
    <name>SubtractionHome</name>
    <message>
        <source>pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Each move takes a number of stones in %1.</source>
        <translation>每步取的石子数须在 %1 中。</translation>
    </message>
    <message>
        <source>Subtraction game</source>
        <translation>减法博弈</translation>
    </message>
    <message>
        <source>Several piles and a set S of allowed takes: take a number of stones in S from one pile. Whoever takes the last stone wins (in misère play, loses).</source>
        <translation>若干堆石子和一个可取集合 S：从一堆中取走 S 中的某个数量。取走最后一个的人获胜（反常规则下则输）。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it; only the stones a take in S can reach are lit. Keys: Left/Right choose the pile, Up/Down step through the allowed takes, Enter takes. Piles too large to draw show a number and a field to type how many to take.</source>
        <translation>点击一个石子，取走它及其上方所有石子；只有 S 中的取法能到达的石子才会亮起。按键：左/右选择堆，上/下在允许的取法间切换，Enter 取走。太大而画不下的堆显示为数字和一个输入取数的框。</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose the pile</source>
        <translation>选择石子堆</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose an allowed take</source>
        <translation>选择允许的取法</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>reach the typed move&apos;s fields (piles too large to draw)</source>
        <translation>转到输入走法的输入框（石子堆太大、画不下时）</translation>
    </message>
    <message>
        <source>Each pile has a Sprague–Grundy value SG(n), the least number that is not the value of a pile one take smaller; the values of a finite set repeat after a pre-period. The player to move loses exactly when the piles&apos; values XOR to 0. In misère play one pile is decided by its own table, several by searching every continuation.</source>
        <translation>每堆有 SG 函数值 SG(n)，即不等于取一次后各堆值的最小数；有限集合的值在预周期之后循环。当且仅当各堆的值异或为 0 时轮到走的一方必败。反常规则下单堆由自己的表判定，多堆通过搜索所有后续局面判定。</translation>
    </message>
    <message>
        <source>e.g. 7, 9</source>
        <translation>例如 7, 9</translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation>堆数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每堆最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>Allowed take&amp;s S:</source>
        <translation>可取集合 S(&amp;S)：</translation>
    </message>
    <message>
        <source>The set S</source>
        <translation>可取集合 S</translation>
    </message>
    <message>
        <source>the allowed takes: numbers such as 1,3,4, or powers-of-two, or fibonacci</source>
        <translation>允许的取法：如 1,3,4 的数，或 powers-of-two，或 fibonacci</translation>
    </message>
    <message numerus="yes">
        <source>No pile is large enough for %n of the takes (%1): the game is played with %2.</source>
        <translation>
            <numerusform>没有一堆的石子够取集合中的 %n 个数（%1）：本局按可取集合 %2 进行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubtractionTablesPanel</name>
    <message>
        <source>&quot;%1&quot; is not a subtraction set: write the takes separated by commas (1,3,4), or powers-of-two, or fibonacci.</source>
        <translation>“%1”不是可取集合：请写出用逗号分隔的可取数目（如 1,3,4），或 powers-of-two（2 的幂），或 fibonacci（斐波那契数）。</translation>
    </message>
    <message>
        <source>Computing the SG values…</source>
        <translation>正在计算 SG 值…</translation>
    </message>
    <message>
        <source>S = %1: the SG values repeat with period %2 from heap 0 (the first period is framed).</source>
        <translation>S = %1：SG 值从第 0 堆起以周期 %2 重复（第一个周期已加框）。</translation>
    </message>
    <message>
        <source>S = %1: heaps 0 to %2 are the pre-period (hatched); from heap %3 the SG values repeat with period %4 (the first period is framed).</source>
        <translation>S = %1：第 0 至 %2 堆为预周期（斜线标记）；从第 %3 堆起 SG 值以周期 %4 重复（第一个周期已加框）。</translation>
    </message>
    <message>
        <source>S = fibonacci: the SG values have no period; these are the values of the first %1 heaps.</source>
        <translation>S = fibonacci：SG 值没有周期；这里是前 %1 堆的值。</translation>
    </message>
    <message>
        <source>S = %1: no period within the first %2 heaps.</source>
        <translation>S = %1：前 %2 堆内没有周期。</translation>
    </message>
    <message>
        <source>Set &amp;S:</source>
        <translation>可取集合 &amp;S：</translation>
    </message>
    <message>
        <source>The takes a move may make: numbers separated by commas (1,3,4), powers-of-two, or fibonacci</source>
        <translation>每步可取的数目：用逗号分隔的数（如 1,3,4），或 powers-of-two，或 fibonacci</translation>
    </message>
    <message>
        <source>&amp;Heaps:</source>
        <translation>堆数(&amp;H)：</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>显示(&amp;W)</translation>
    </message>
    <message>
        <source>SG value of one heap (rows start at the heap on the left)</source>
        <translation>单堆的 SG 值（每行从左侧标出的堆开始）</translation>
    </message>
    <message>
        <source>Two heaps a and b: SG(a) XOR SG(b); 0 (orange) loses</source>
        <translation>两堆 a 与 b：SG(a) 异或 SG(b)；0（橙色）为必败态</translation>
    </message>
</context>
<context>
    <name>SumHome</name>
    <message>
        <source>Sum of games</source>
        <translation>游戏和</translation>
    </message>
    <message>
        <source>Several different games side by side, each with its own board. A move is a move in one of them, by that game&apos;s rules. Whoever makes the last move wins.</source>
        <translation>几个不同的游戏并排摆放，各有自己的棋盘。每一步在其中一个游戏里按该游戏的规则走。走最后一步的一方获胜。</translation>
    </message>
    <message>
        <source>Move on any component&apos;s board as you would in that game alone. View → Move Values shows each component&apos;s Sprague–Grundy value; the line under the boards gives the values in binary and their XOR.</source>
        <translation>在任意一个分量的棋盘上走，就像单独玩那个游戏一样。视图 → 走法胜负会显示每个分量的 SG 值；棋盘下方一行给出这些值的二进制及其异或。</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>go to the next component&apos;s board</source>
        <translation>转到下一个分量的棋盘</translation>
    </message>
    <message>
        <source>the component&apos;s keys</source>
        <translation>该分量的按键</translation>
    </message>
    <message>
        <source>play on it as in that game alone</source>
        <translation>像单独玩那个游戏一样在上面走</translation>
    </message>
    <message>
        <source>By the Sprague–Grundy theorem each component counts as a Nim pile of its value, so the player to move loses exactly when the components&apos; values XOR to 0. To win, find a component whose value falls when XORed with the total and move it to a position worth exactly that.</source>
        <translation>由 Sprague–Grundy 定理，每个分量相当于一堆石子数等于其 SG 值的 Nim 堆，所以当各分量的值异或为 0 时，轮到走的一方必败。要取胜，找一个与总异或值异或后会变小的分量，把它走到恰好值这么多的局面。</translation>
    </message>
    <message>
        <source>Numbers in each:</source>
        <translation>每个分量的数：</translation>
    </message>
    <message>
        <source>each up to</source>
        <translation>每个最多</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>The components&apos; games</source>
        <translation>各分量的游戏</translation>
    </message>
    <message>
        <source>each component&apos;s game and options, as nim;octal:code=0.77</source>
        <translation>每个分量的游戏和选项，如 nim;octal:code=0.77</translation>
    </message>
    <message>
        <source>e.g. nim:3,5</source>
        <translation>例如 nim:3,5</translation>
    </message>
</context>
<context>
    <name>SumView</name>
    <message>
        <source>%1. %2 — worth %3</source>
        <translation>%1. %2 —— 值为 %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Component %1: %2</source>
        <translation>分量 %1：%2</translation>
    </message>
    <message>
        <source>View → Move Values shows each component&apos;s value and their XOR.</source>
        <translation>视图 → 走法胜负会显示每个分量的值及其异或。</translation>
    </message>
    <message>
        <source>Values in binary: %1; XOR = %2 (%3)</source>
        <translation>二进制的值：%1；异或 = %2（%3）</translation>
    </message>
    <message>
        <source>the player to move loses</source>
        <translation>轮到走的一方必败</translation>
    </message>
    <message>
        <source>the player to move wins</source>
        <translation>轮到走的一方必胜</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>分量</translation>
    </message>
</context>
<context>
    <name>TakeBreakPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Sprague–Grundy values of %1, heaps 0 to %2</source>
        <translation>%1 的 Sprague–Grundy 值，第 0 至 %2 堆</translation>
    </message>
    <message>
        <source>This code cannot be shown: %1.</source>
        <translation>无法显示这个代码：%1。</translation>
    </message>
    <message>
        <source>Computing the values of %1…</source>
        <translation>正在计算 %1 的值…</translation>
    </message>
    <message>
        <source>Cancelled: the values of %1 were not computed.</source>
        <translation>已取消：没有算出 %1 的值。</translation>
    </message>
    <message>
        <source> The page still shows %1.</source>
        <translation>页面仍显示 %1。</translation>
    </message>
    <message>
        <source>G(n) of each heap n</source>
        <translation>每堆 n 的 G(n)</translation>
    </message>
    <message>
        <source>G(n) against n</source>
        <translation>G(n) 随 n 的变化</translation>
    </message>
    <message>
        <source>%1: period %2 from heap %3, proved (the theorem’s check holds to heap %4).</source>
        <translation>%1：从第 %3 堆起周期为 %2，已证明（定理的检验到第 %4 堆都成立）。</translation>
    </message>
    <message>
        <source>%1: no period proved below %2.</source>
        <translation>%1：在 %2 以下没有证明出周期。</translation>
    </message>
    <message>
        <source> The periodicity theorem does not cover splits into unequal heaps; whether Grundy’s game is ever periodic is an open question.</source>
        <translation>周期定理不适用于分成不等两堆的情形；Grundy 游戏最终是否有周期，至今仍是未解决的问题。</translation>
    </message>
    <message>
        <source> The table of this code stops at %1 heaps (the work the page allows), so the values stop there.</source>
        <translation>这个代码的表只算到 %1 堆（本页允许的计算量），所以值到此为止。</translation>
    </message>
    <message>
        <source>G(n) of each heap n: one period a row, starting at the heap on the left</source>
        <translation>每堆 n 的 G(n)：每行一个周期，从左边所标的堆开始</translation>
    </message>
    <message>
        <source>G(n) of each heap n: %1 heaps a row, starting at the heap on the left</source>
        <translation>每堆 n 的 G(n)：每行 %1 堆，从左边所标的堆开始</translation>
    </message>
    <message>
        <source>pre-period: heaps 0 to %1</source>
        <translation>前周期：第 0 至 %1 堆</translation>
    </message>
    <message>
        <source>first period: heaps %1 to %2; the rest repeats it</source>
        <translation>第一个周期：第 %1 至 %2 堆；之后不断重复</translation>
    </message>
    <message>
        <source>G(n) against n, heaps 0 to %1</source>
        <translation>G(n) 随 n 的变化，第 0 至 %1 堆</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Octal &amp;code:</source>
        <translation>八进制代码(&amp;C)：</translation>
    </message>
    <message>
        <source>An octal code such as 0.77 (Kayles), 0.07, 0.137 or 4!.0 (Grundy’s game), or a name: kayles, dawson-kayles, dawson-chess, grundys-game</source>
        <translation>八进制代码，如 0.77（Kayles）、0.07、0.137 或 4!.0（Grundy 游戏），或名称：kayles、dawson-kayles、dawson-chess、grundys-game</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>Codes with a name</source>
        <translation>有名称的代码</translation>
    </message>
    <message>
        <source>&amp;Heaps:</source>
        <translation>堆数(&amp;H)：</translation>
    </message>
    <message>
        <source>How many heaps to show, 0 to N − 1: the grid shows the first %1, the plot all of them (up to %2)</source>
        <translation>显示多少堆（0 到 N − 1）：表格显示前 %1 堆，散点图显示全部（最多 %2 堆）</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>显示(&amp;W)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Zoom in on the heaps (+, mouse wheel; Ctrl+wheel zooms the values)</source>
        <translation>放大堆的范围（+，鼠标滚轮；Ctrl+滚轮缩放值）</translation>
    </message>
    <message>
        <source>Zoom out (−, mouse wheel)</source>
        <translation>缩小（−，鼠标滚轮）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合</translation>
    </message>
    <message>
        <source>Show every heap (Home, double click); drag the plot to move it</source>
        <translation>显示所有堆（Home，双击）；拖动图可移动</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Save the plot as it is zoomed as a PNG image</source>
        <translation>按当前缩放把图保存为 PNG 图像</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Save the plot as it is zoomed as an SVG drawing</source>
        <translation>按当前缩放把图保存为 SVG 矢量图</translation>
    </message>
    <message>
        <source> (heaps 0 to %1 of %2)</source>
        <translation>（%2 堆中的第 0 至 %1 堆）</translation>
    </message>
    <message>
        <source>Rare (pink): a value whose bits above the lowest hold an even number of ones (0, 1, 6, 7, 10, 11, …), common otherwise. Only %1 of these %2 heaps are rare (the last at heap %3), and Grundy’s game is computed from them: the sparse space.</source>
        <translation>稀有（粉色）：最低位以上的各位中 1 的个数为偶数的值（0, 1, 6, 7, 10, 11, …），其余为常见值。这 %2 堆中只有 %1 堆是稀有的（最后一个在第 %3 堆），Grundy 游戏正是借助它们计算的：稀疏空间方法。</translation>
    </message>
    <message>
        <source>The kind of a XOR follows the kinds of its parts: two values of the same kind XOR to a rare value, a rare and a common one to a common value. So the splits with a rare part, few since rare heaps are few, give every common value among a heap’s options, and only the rare values below them need the other splits.</source>
        <translation>异或的类别由两部分的类别决定：同类的两个值异或为稀有值，一稀有一常见则异或为常见值。所以含稀有部分的分法（稀有堆很少，这样的分法也很少）给出一堆所有后继中的每个常见值，只有比它们小的稀有值才需要检查其他分法。</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>T&amp;heme</source>
        <translation>主题(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>The desktop&apos;s own style and colours</source>
        <translation>使用桌面自身的样式和颜色</translation>
    </message>
</context>
<context>
    <name>TreblecrossHome</name>
    <message>
        <source>Treblecross</source>
        <translation>Treblecross（一维井字棋）</translation>
    </message>
    <message>
        <source>A strip of cells: the players take turns writing X in an empty cell. Whoever completes three X in a row wins.</source>
        <translation>一条格子：双方轮流在空格中写 X。谁先连成三个 X 谁获胜。</translation>
    </message>
    <message>
        <source>Click an empty cell to write X in it; pointing at a cell shows the X first. Keys: Left/Right choose a cell (Up/Down a line), Enter or Space writes X.</source>
        <translation>点击一个空格在其中写 X；鼠标指向格子时会先显示 X。按键：←/→ 选格（↑/↓ 换一行），Enter 或空格键写 X。</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>choose an empty cell</source>
        <translation>选择一个空格</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <source>the same a line up or down</source>
        <translation>同上，换到上一行或下一行</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格键</translation>
    </message>
    <message>
        <source>write X in the chosen cell</source>
        <translation>在选中的格子写 X</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the choice</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>An X next to an X, or two cells from one, lets the opponent complete three. The safe cells (three or more from every X) form runs; a run of L cells is worth G(L + 2) of the octal game 0.007, and the player to move loses exactly when the runs&apos; values XOR to 0 (and no X can complete three).</source>
        <translation>在 X 旁边或隔一格写 X，会让对手连成三个。安全格（离每个 X 至少三格）组成若干段；L 格的一段值为八进制游戏 0.007 的 G(L + 2)，当各段的值异或为 0（且没有 X 能连成三个）时，轮到走的一方必输。</translation>
    </message>
    <message>
        <source>cells, then the X cells, e.g. 20 or 20, 5, 9</source>
        <translation>格数，然后是有 X 的格，例如 20 或 20, 5, 9</translation>
    </message>
    <message>
        <source>cells, up to</source>
        <translation>格数，最多</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>格</translation>
    </message>
</context>
<context>
    <name>TurnWords</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>%1 号玩家</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>%1 号电脑</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1获胜。</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>轮到你走</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
    <message>
        <source>See the coach&apos;s note above.</source>
        <translation>请看上方教练的提示。</translation>
    </message>
    <message>
        <source>Paused: %1 to move. Step plays one move.</source>
        <translation>已暂停：轮到%1走。“单步”走一步。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1正在思考…</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Game over. Restart plays it again; New Game starts another.</source>
        <translation>对局结束。“重新开始”把这一局再下一遍；“新游戏”开始另一局。</translation>
    </message>
    <message>
        <source>Paused. Step plays one move; Resume lets the computers go on.</source>
        <translation>已暂停。“单步”走一步；“继续”让电脑接着对弈。</translation>
    </message>
    <message>
        <source>The computers play each other. Pause to follow move by move.</source>
        <translation>两台电脑正在相互对弈。暂停后可以一步一步地跟着看。</translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s move.</source>
        <translation>正在等待电脑走棋。</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>电脑：%1</translation>
    </message>
    <message>
        <source>%1: %2. Why: %3</source>
        <translation>%1：%2。理由：%3</translation>
    </message>
</context>
<context>
    <name>TwoHeapTableView</name>
    <message>
        <source>Heaps %1 and %2: %3 XOR %4 = %5</source>
        <translation>两堆 %1 与 %2：%3 异或 %4 = %5</translation>
    </message>
</context>
<context>
    <name>TypedMoveRow</name>
    <message>
        <source>Type a whole number first.</source>
        <translation>请先输入一个整数。</translation>
    </message>
</context>
<context>
    <name>TypedPileMoves</name>
    <message>
        <source>Take</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Take from both</source>
        <translation>两堆同取</translation>
    </message>
    <message>
        <source>Take at least one stone.</source>
        <translation>至少要取走一个石子。</translation>
    </message>
    <message>
        <source>A move takes at most %1.</source>
        <translation>一步最多取 %1 个。</translation>
    </message>
    <message>
        <source>That is more than %1 holds.</source>
        <translation>这超过了%1现有的石子数。</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>上一步：%1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Pile to take from</source>
        <translation>要取石子的堆</translation>
    </message>
    <message>
        <source>Stones to take</source>
        <translation>要取的石子数</translation>
    </message>
    <message>
        <source>Each move takes 1 to %1 stones.</source>
        <translation>每步取 1 到 %1 个石子。</translation>
    </message>
    <message>
        <source>Bar heights are to scale.</source>
        <translation>柱高按比例绘制。</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分堆</translation>
    </message>
    <message>
        <source>Stones to take, or to split off</source>
        <translation>要取走或分出的石子数</translation>
    </message>
    <message>
        <source>Type how many stones one part keeps: at least 1, and fewer than %1 holds.</source>
        <translation>请输入其中一部分保留的石子数：至少 1 个，且少于 %1 的石子总数。</translation>
    </message>
    <message>
        <source>A move cannot take %1 stones. %2</source>
        <translation>一步不能取 %1 个石子。%2</translation>
    </message>
    <message>
        <source>Move values: every move here loses.</source>
        <translation>走法胜负：这里的每一步都会输。</translation>
    </message>
    <message>
        <source>Move values: the winning move is %1. Every other move loses.</source>
        <translation>走法胜负：必胜走法是%1。其他每一步都会输。</translation>
    </message>
    <message>
        <source>Move values: the winning moves are %1. Every other move loses.</source>
        <translation>走法胜负：必胜走法有%1。其他每一步都会输。</translation>
    </message>
    <message numerus="yes">
        <source>Move values: %n winning moves, among them %1. The marked takes win; every other take loses.</source>
        <translation>
            <numerusform>走法胜负：共有 %n 个必胜走法，其中有%1。标出的取法必胜；其他取法都会输。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>%1[*] — Grundy</source>
        <translation>%1[*] — Grundy</translation>
    </message>
    <message>
        <source>%1 — %2[*] — Grundy</source>
        <translation>%1 — %2[*] — Grundy</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>保存棋局吗？</translation>
    </message>
    <message>
        <source>Do you want to save this game of %1 first?</source>
        <translation>要先保存这局%1吗？</translation>
    </message>
    <message>
        <source>Its moves are not saved: without saving, they are lost.</source>
        <translation>这局的走法尚未保存；不保存就会丢失。</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>继续上次的棋局吗？</translation>
    </message>
    <message>
        <source>Your last game of %1 was not finished. Do you want to continue it?</source>
        <translation>上次的%1还没有下完。要继续下吗？</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>ValueHistoryModel</name>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>P/N</source>
        <translation>P/N</translation>
    </message>
    <message>
        <source>SG value</source>
        <translation>SG 值</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>所走的一步</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>✓ winning</source>
        <translation>✓ 必胜</translation>
    </message>
    <message>
        <source>✗ mistake</source>
        <translation>✗ 失误</translation>
    </message>
    <message>
        <source>• forced</source>
        <translation>• 被迫</translation>
    </message>
    <message>
        <source>■ P</source>
        <translation>■ P</translation>
    </message>
    <message>
        <source>○ N</source>
        <translation>○ N</translation>
    </message>
    <message>
        <source>P-position: the player to move loses against best play</source>
        <translation>必败态（P 态）：在对方最佳应对下，轮到走的一方必败</translation>
    </message>
    <message>
        <source>N-position: the player to move can win</source>
        <translation>必胜态（N 态）：轮到走的一方可以获胜</translation>
    </message>
    <message>
        <source>Not known here: misère play, or a position too large to search</source>
        <translation>此处未知：反常规则，或局面太大无法搜索</translation>
    </message>
    <message>
        <source>A mistake: this move gave the win away</source>
        <translation>失误：这一步把胜局送掉了</translation>
    </message>
    <message>
        <source>Moves to the end</source>
        <translation>距终局步数</translation>
    </message>
    <message>
        <source>How many moves the game lasts from this turn when the winner hurries and the loser holds out</source>
        <translation>从这一回合起，胜方尽快取胜、败方尽量坚持时，对局还要走的步数</translation>
    </message>
    <message>
        <source>Not known here: too many positions to search</source>
        <translation>此处未知：要搜索的局面太多</translation>
    </message>
    <message>
        <source>Counting the moves to the end…</source>
        <translation>正在计算到终局的步数…</translation>
    </message>
    <message>
        <source>At least so many moves: too many positions to search for the exact number</source>
        <translation>至少这么多步：要搜索的局面太多，得不出确切步数</translation>
    </message>
</context>
<context>
    <name>ValueHistoryPanel</name>
    <message>
        <source>Re&amp;view the Game</source>
        <translation>复盘本局(&amp;V)</translation>
    </message>
    <message>
        <source>Value History</source>
        <translation>局面值历史</translation>
    </message>
    <message>
        <source>One row per turn. Click a turn to take the game back to it.</source>
        <translation>每回合一行。点击某一回合可将对局退回到该回合。</translation>
    </message>
    <message>
        <source>Value history, one row per turn</source>
        <translation>局面值历史，每回合一行</translation>
    </message>
    <message>
        <source>Select every turn</source>
        <translation>选择所有回合</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the whole history as a picture</source>
        <translation>将完整历史保存为图片</translation>
    </message>
    <message>
        <source>Re&amp;view the Game…</source>
        <translation>复盘本局(&amp;V)…</translation>
    </message>
    <message>
        <source>Export History as &amp;PNG…</source>
        <translation>将历史导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export History as &amp;SVG…</source>
        <translation>将历史导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>局面值历史</translation>
    </message>
    <message>
        <source>Value Hi&amp;story</source>
        <translation>局面值历史(&amp;S)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>&amp;Explain the Position</source>
        <translation>讲解当前局面(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Sprague–Grundy &amp;Tables…</source>
        <translation>SG 值表(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>投影模式(&amp;P)</translation>
    </message>
    <message>
        <source>Large text and thick lines, for a projector</source>
        <translation>大字体、粗线条，适合用投影仪展示</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>本游戏的规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Grundy</source>
        <translation>关于 Grundy(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>键盘操作(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Computer Speed</source>
        <translation>电脑速度(&amp;C)</translation>
    </message>
</context>
<context>
    <name>WorksheetPrinter</name>
    <message>
        <source>no exercise of the kinds asked is drawn from the games asked</source>
        <translation>无法从所选的游戏中抽取所选类型的练习</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Component %1: %2</source>
        <translation>分量 %1：%2</translation>
    </message>
    <message>
        <source>P-position</source>
        <translation>P 态</translation>
    </message>
    <message>
        <source>N-position</source>
        <translation>N 态</translation>
    </message>
    <message>
        <source>A winning move:</source>
        <translation>必胜的一步：</translation>
    </message>
    <message>
        <source>Its value:</source>
        <translation>它的值：</translation>
    </message>
    <message>
        <source>Component:</source>
        <translation>分量：</translation>
    </message>
    <message>
        <source>Grundy worksheet, seed %1</source>
        <translation>Grundy 练习单，种子 %1</translation>
    </message>
    <message>
        <source>Grundy worksheet</source>
        <translation>Grundy 练习单</translation>
    </message>
    <message>
        <source>Worksheet: impartial games</source>
        <translation>练习单：公平组合游戏</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>WythoffGridView</name>
    <message>
        <source>A = %1, B = %2</source>
        <translation>A = %1，B = %2</translation>
    </message>
    <message>
        <source>P-position: the player to move loses</source>
        <translation>必败态（P 态）：轮到走的一方必败</translation>
    </message>
    <message>
        <source>N-position: the player to move wins</source>
        <translation>必胜态（N 态）：轮到走的一方必胜</translation>
    </message>
    <message>
        <source>the game&apos;s position</source>
        <translation>对局当前局面</translation>
    </message>
    <message>
        <source>one move from the game&apos;s position: a winning move</source>
        <translation>从对局当前局面一步可达：必胜走法</translation>
    </message>
    <message>
        <source>one move from the game&apos;s position</source>
        <translation>从对局当前局面一步可达</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 —— %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 —— %2（%3）</translation>
    </message>
    <message>
        <source>Sprague–Grundy value: G(%1, %2) = %3</source>
        <translation>SG 值：G(%1, %2) = %3</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: pile A %1 to %2, pile B %3 to %4</source>
        <translation>威佐夫博弈：A 堆 %1 到 %2，B 堆 %3 到 %4</translation>
    </message>
    <message>
        <source>A = %1 to %2, B = %3 to %4: P-positions in this block: %5</source>
        <translation>A = %1 到 %2，B = %3 到 %4：此块中的必败态（P 态）：%5 个</translation>
    </message>
    <message>
        <source>Click to zoom in.</source>
        <translation>点击放大。</translation>
    </message>
    <message>
        <source>one move from the game&apos;s position: a losing move</source>
        <translation>离对局局面一步：必败走法</translation>
    </message>
</context>
<context>
    <name>WythoffHome</name>
    <message>
        <source>both piles</source>
        <translation>两堆</translation>
    </message>
    <message>
        <source>pile A</source>
        <translation>A 堆</translation>
    </message>
    <message>
        <source>pile B</source>
        <translation>B 堆</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>Two piles: take any number from one pile, or the same number from both. Whoever takes the last stone wins.</source>
        <translation>两堆石子：每次从一堆中取任意多个，或者从两堆中取同样多个。取走最后一个石子的一方获胜。</translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it. The ladder between the piles takes the same number from both: click a rung. In the Wythoff grid (View menu), click any cell one move away to move there; Show P-positions marks the losing positions.</source>
        <translation>点击一个石子，取走它和它上面的所有石子。两堆之间的梯子用来从两堆各取同样多：点击一条横档即可。在威佐夫网格（“视图”菜单）中，点击任意一个一步可达的格子就能走到那里；“显示必败态”会标出所有必败的局面。</translation>
    </message>
    <message>
        <source>The player to move loses exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … with φ the golden ratio.</source>
        <translation>轮到走的一方必败，当且仅当两堆恰好是数对 (⌊kφ⌋, ⌊kφ⌋ + k)：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)、…，其中 φ 是黄金分割比。</translation>
    </message>
    <message>
        <source>e.g. 30, 47</source>
        <translation>例如 30, 47</translation>
    </message>
    <message>
        <source>Two piles, each up to</source>
        <translation>两堆，每堆最多</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>个石子</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>左 / 右</translation>
    </message>
    <message>
        <source>choose pile A, the ladder (both piles) or pile B</source>
        <translation>选择 A 堆、梯子（两堆同取）或 B 堆</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>choose how many stones to take</source>
        <translation>选择取几个石子</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 或空格</translation>
    </message>
    <message>
        <source>take them</source>
        <translation>取走</translation>
    </message>
    <message>
        <source>Arrows (in the grid)</source>
        <translation>方向键（网格中）</translation>
    </message>
    <message>
        <source>move the grid&apos;s cursor; Shift: ten cells</source>
        <translation>移动网格光标；按住 Shift 一次移动十格</translation>
    </message>
    <message>
        <source>Enter (in the grid)</source>
        <translation>Enter（网格中）</translation>
    </message>
    <message>
        <source>move to the cursor&apos;s cell</source>
        <translation>走到光标所在的格</translation>
    </message>
    <message>
        <source>+ / − (in the grid)</source>
        <translation>+ / −（网格中）</translation>
    </message>
    <message>
        <source>zoom in and out</source>
        <translation>放大和缩小</translation>
    </message>
    <message>
        <source>Home (in the grid)</source>
        <translation>Home（网格中）</translation>
    </message>
    <message>
        <source>centre the game&apos;s position</source>
        <translation>让对局当前局面居中</translation>
    </message>
    <message>
        <source>Misère Wythoff: two piles, take any number from one pile, or the same number from both. Whoever takes the last stone loses.</source>
        <translation>反常威佐夫博弈：两堆石子，每次从一堆取任意个，或从两堆取相同个数。取走最后一个石子的一方输。</translation>
    </message>
    <message>
        <source>Misère play: the losing positions are those of normal play, except that (0, 0), (1, 2) and (2, 1) are replaced by (0, 1), (1, 0) and (2, 2): (0, 1), (1, 0), (2, 2), (3, 5), (4, 7), (6, 10), (8, 13), …</source>
        <translation>反常规则：必败态与正常规则相同，只是 (0, 0)、(1, 2)、(2, 1) 换成 (0, 1)、(1, 0)、(2, 2)：(0, 1)、(1, 0)、(2, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)、…</translation>
    </message>
</context>
<context>
    <name>bash</name>
    <message>
        <source>Bash game</source>
        <translation>巴什博弈</translation>
    </message>
    <message>
        <source>%1, take 1 to %2 per move</source>
        <translation>%1，每步取 1 到 %2 个</translation>
    </message>
    <message>
        <source>most per move K</source>
        <translation>每步最多 K</translation>
    </message>
    <message>
        <source>K + 1</source>
        <translation>K + 1</translation>
    </message>
    <message>
        <source>n mod (K + 1)</source>
        <translation>n mod (K + 1)</translation>
    </message>
    <message>
        <source>The key number is K + 1 = %1. Whatever a player takes, t stones with 1 ≤ t ≤ %2, the other can answer with %1 − t stones, which is also between 1 and %2. So a player who faces a multiple of %1 can be kept on multiples of it, round after round, down to 0: they never take the last stone.</source>
        <translation>关键数是 K + 1 = %1。无论一方取多少（t 个，1 ≤ t ≤ %2），另一方都可以接着取 %1 − t 个，这个数也在 1 到 %2 之间。所以面对 %1 的倍数的一方，可以一轮又一轮地被压在它的倍数上，一直到 0：他永远取不到最后一个石子。</translation>
    </message>
    <message>
        <source>%1 = %2 × %3 + %4, so %1 mod %3 = %4. The pile is a multiple of %3. Every move loses against best play: whatever you take, t stones, the opponent takes %3 − t and leaves %5, the next multiple of %3 below.</source>
        <translation>%1 = %2 × %3 + %4，所以 %1 mod %3 = %4。这堆石子数是 %3 的倍数。在对方的最优应对下，每一步都会输：无论你取多少（t 个），对方都取 %3 − t 个，留下 %5，也就是下一个更小的 %3 的倍数。</translation>
    </message>
    <message>
        <source>%1 = %2 × %3 + %4, so %1 mod %3 = %4. The winning move takes n mod (K + 1) = %5, leaving %6 = %2 × %3, a multiple of %3: from then on the opponent faces the multiples.</source>
        <translation>%1 = %2 × %3 + %4，所以 %1 mod %3 = %4。必胜走法是取走 n mod (K + 1) = %5，留下 %6 = %2 × %3，是 %3 的倍数：从此以后，面对倍数的总是对方。</translation>
    </message>
    <message>
        <source>%1 mod %2 = %3, so taking %4 leaves %5, a multiple of K + 1 = %2: whatever the opponent takes (t), take %2 − t and stay on multiples of %2 until none are left.</source>
        <translation>%1 mod %2 = %3，所以取走 %4 个后剩下 %5，是 K + 1 = %2 的倍数：无论对方取多少（t 个），你都取 %2 − t 个，始终停在 %2 的倍数上，直到石子取完。</translation>
    </message>
    <message>
        <source>a move may take at most %1, not %2</source>
        <translation>一步最多取 %1，不能取 %2 个</translation>
    </message>
    <message>
        <source>K (the most a move may take) must be at least 1</source>
        <translation>K（每步最多可以取走的数量）至少为 1</translation>
    </message>
    <message>
        <source>a pile cannot hold a negative number of stones</source>
        <translation>一堆的石子数不能是负数</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>石子数</translation>
    </message>
    <message>
        <source>No stones are left: the other player took the last stone and lost.</source>
        <translation>石子已取完：对方取走了最后一个石子，输了。</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last stone loses, so the aim is to leave the opponent exactly 1 stone. The key number is still K + 1 = %1: whatever a player takes, t stones with 1 ≤ t ≤ %2, the other can answer with %1 − t. So a player who faces 1 more than a multiple of %1 can be kept there, round after round, down to the last stone, which they must take.</source>
        <translation>反常规则：取走最后一个石子的一方输，所以目标是给对方只留 1 个。关键数仍是 K + 1 = %1：无论一方取 t 个（1 ≤ t ≤ %2），另一方都可以取 %1 − t 个。所以面对比 %1 的倍数多 1 的一方会被一轮轮地保持在这种局面，直到只剩最后一个，只能由他取走。</translation>
    </message>
    <message>
        <source>Only 1 stone is left, and a move takes at least one: the player to move must take the last stone and loses.</source>
        <translation>只剩 1 个石子，而每步至少取一个：轮到走的一方只能取走最后一个，输了。</translation>
    </message>
    <message>
        <source>%1 mod %2 = 1: the pile is 1 more than a multiple of %2. Every move loses against best play: whatever you take, t stones, the opponent takes %2 − t and leaves %3, again 1 more than a multiple of %2.</source>
        <translation>%1 mod %2 = 1：这堆石子比 %2 的倍数多 1。在最佳应对下每一步都输：无论你取 t 个，对方取 %2 − t 个，留下 %3，仍比 %2 的倍数多 1。</translation>
    </message>
    <message>
        <source>%1 mod %2 = %3, so the winning move takes %4, leaving %5, 1 more than a multiple of %2: from then on the opponent faces such piles, down to the last stone.</source>
        <translation>%1 mod %2 = %3，所以必胜的一步是取 %4，留下 %5，比 %2 的倍数多 1：此后对方一直面对这样的堆，直到最后一个石子。</translation>
    </message>
    <message>
        <source>taking %1 leaves %2, 1 more than a multiple of K + 1 = %3: whatever the opponent takes (t), take %3 − t, until they must take the last stone.</source>
        <translation>取 %1 留下 %2，比 K + 1 = %3 的倍数多 1：无论对方取多少（t），你就取 %3 − t，直到对方只能取走最后一个石子。</translation>
    </message>
</context>
<context>
    <name>dag</name>
    <message>
        <source>Chessmen on a graph</source>
        <translation>有向无环图上的棋子</translation>
    </message>
    <message>
        <source>chessmen</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>move the chessman on %1 to %2</source>
        <translation>把顶点 %1 上的棋子移到 %2</translation>
    </message>
    <message>
        <source>chessmen on %1</source>
        <translation>棋子位于 %1</translation>
    </message>
    <message>
        <source>chessman on %1</source>
        <translation>顶点 %1 上的棋子</translation>
    </message>
    <message>
        <source>%1 vertices, %2 edges</source>
        <translation>%1 个顶点，%2 条边</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Chessmen on vertices</source>
        <translation>棋子所在顶点</translation>
    </message>
    <message>
        <source>Their SG values</source>
        <translation>它们的 SG 值</translation>
    </message>
    <message>
        <source>XOR of the SG values</source>
        <translation>SG 值的异或</translation>
    </message>
    <message>
        <source>No chessman has an edge to move along: the player to move cannot move and loses.</source>
        <translation>没有棋子还有出边可走：轮到走的一方无法移动，判负。</translation>
    </message>
    <message>
        <source>The SG value of a vertex is the least number that is not the SG value of one of its successors (the mex); a vertex without edges has SG value 0. A chessman on a vertex of SG value n plays like a Nim pile of n stones, so the chessmen together are Nim: the player to move wins exactly when their SG values XOR to more than 0.</source>
        <translation>顶点的 SG 值是它所有后继顶点的 SG 值中没有出现的最小非负整数（mex）；没有出边的顶点 SG 值为 0。SG 值为 n 的顶点上的一个棋子相当于一堆 n 个石子的尼姆堆，所以所有棋子合起来就是尼姆博弈：当且仅当它们的 SG 值异或大于 0 时，轮到走的一方必胜。</translation>
    </message>
    <message>
        <source>Vertex %1 leads to %2, whose SG values are %3; the least number missing is %4, so SG(%1) = %4.</source>
        <translation>顶点 %1 通向 %2，它们的 SG 值为 %3；其中没有出现的最小数是 %4，所以 SG(%1) = %4。</translation>
    </message>
    <message>
        <source>Vertex %1 has no edges, so SG(%1) = 0.</source>
        <translation>顶点 %1 没有出边，所以 SG(%1) = 0。</translation>
    </message>
    <message>
        <source>Vertex %1 leads to %2 vertices; the least SG value missing among them is %3, so SG(%1) = %3.</source>
        <translation>顶点 %1 通向 %2 个顶点；其中没有出现的最小 SG 值是 %3，所以 SG(%1) = %3。</translation>
    </message>
    <message>
        <source>The SG values XOR to 0: every move changes one of them and so makes the XOR more than 0, which the opponent can undo. The player to move loses.</source>
        <translation>各 SG 值的异或为 0：任何一步都会改变其中一个值，使异或大于 0，而对手总能把它变回 0。轮到走的一方必败。</translation>
    </message>
    <message>
        <source>The SG values XOR to %1, with odd columns %2. A winning move takes a chessman whose SG value has a 1 in %3 to a successor whose SG value is its own XOR %1 (the mex guarantees one), and leaves SG values that XOR to 0.</source>
        <translation>各 SG 值的异或为 %1，奇数列为 %2。必胜的一步：把一个 SG 值在%3上为 1 的棋子，移到 SG 值等于它自身的值异或 %1 的后继顶点（mex 保证存在这样的顶点），使 SG 值的异或变为 0。</translation>
    </message>
    <message>
        <source>vertex %1 has SG value %2 and vertex %3 has SG value %4; the XOR was %5 = %2 XOR %4, so afterwards the SG values XOR to 0 and the opponent loses.</source>
        <translation>顶点 %1 的 SG 值为 %2，顶点 %3 的 SG 值为 %4；原来的异或为 %5 = %2 异或 %4，所以走完后各 SG 值异或为 0，对手必败。</translation>
    </message>
    <message>
        <source>names no vertex (write N: for N vertices without edges)</source>
        <translation>没有任何顶点（用 N: 表示 N 个没有边的顶点）</translation>
    </message>
    <message>
        <source>does not start with a vertex count: &quot;%1&quot; before the colon is not a whole number</source>
        <translation>开头不是顶点数：冒号前的“%1”不是整数</translation>
    </message>
    <message>
        <source>is not an edge list: its %1 edge, &quot;%2&quot;, is not two vertex numbers written FROM&gt;TO</source>
        <translation>不是边的列表：第 %1 条边“%2”不是按 FROM&gt;TO 写的两个顶点编号</translation>
    </message>
    <message>
        <source>has an edge %1&gt;%1 (its %2 edge) from a vertex to itself</source>
        <translation>有一条从顶点到自身的边 %1&gt;%1（第 %2 条边）</translation>
    </message>
    <message>
        <source>has a cycle through the edge %1&gt;%2: the graph must be acyclic</source>
        <translation>有经过边 %1&gt;%2 的环：图必须无环</translation>
    </message>
    <message>
        <source>has more than %1 vertices</source>
        <translation>顶点多于 %1 个</translation>
    </message>
    <message>
        <source>has more than %1 edges</source>
        <translation>边多于 %1 条</translation>
    </message>
    <message>
        <source>names vertex %1 but has only %2 vertices</source>
        <translation>用到了顶点 %1，但只有 %2 个顶点</translation>
    </message>
    <message>
        <source>there is no vertex %1: the graph&apos;s vertices are 0 to %2</source>
        <translation>没有顶点 %1：图的顶点是 0 到 %2</translation>
    </message>
    <message>
        <source>there is no chessman %1; there are %2</source>
        <translation>没有第 %1 个棋子；共有 %2 个</translation>
    </message>
    <message>
        <source>there is no edge from vertex %1 to vertex %2</source>
        <translation>没有从顶点 %1 到顶点 %2 的边</translation>
    </message>
</context>
<context>
    <name>explain</name>
    <message>
        <source>XOR</source>
        <translation>异或和</translation>
    </message>
    <message>
        <source>%1 = %2 in binary</source>
        <translation>%1（二进制 %2）</translation>
    </message>
    <message>
        <source>the %1s column</source>
        <translation>%1 这一列</translation>
    </message>
    <message>
        <source>the 2^%1 column</source>
        <translation>2^%1 这一列</translation>
    </message>
    <message>
        <source>%1 columns, the highest %2</source>
        <translation>共 %1 列，最高为 %2</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>%1: %2 — game over</source>
        <translation>%1：%2 —— 对局结束</translation>
    </message>
    <message>
        <source>%1: %2 — the player to move wins</source>
        <translation>%1：%2 —— 轮到走的一方必胜</translation>
    </message>
    <message>
        <source>%1: %2 — the player to move loses</source>
        <translation>%1：%2 —— 轮到走的一方必败</translation>
    </message>
    <message>
        <source>The game is over: the player to move cannot move and has lost.</source>
        <translation>对局已经结束：轮到走的一方无棋可走，已经输了。</translation>
    </message>
    <message>
        <source>The player to move wins with best play (an N-position).</source>
        <translation>在最优策略下，轮到走的一方必胜（必胜态，N 态）。</translation>
    </message>
    <message>
        <source>The player to move loses against best play (a P-position).</source>
        <translation>在对方的最优应对下，轮到走的一方必败（必败态，P 态）。</translation>
    </message>
    <message>
        <source>stones n</source>
        <translation>石子数 n</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>堆数</translation>
    </message>
    <message>
        <source>odd columns</source>
        <translation>奇数列</translation>
    </message>
    <message>
        <source>X = XOR of the gaps</source>
        <translation>X = 各间隔的异或和</translation>
    </message>
    <message>
        <source>No stones are left: the other player took the last stone.</source>
        <translation>石子已经取完：对方取走了最后一个石子。</translation>
    </message>
    <message>
        <source>taking all %1 takes the last stone and wins at once.</source>
        <translation>取走全部 %1，就取走了最后一个石子，立即获胜。</translation>
    </message>
    <message>
        <source>Every pile is empty: the other player took the last stone.</source>
        <translation>所有堆都空了：对方取走了最后一个石子。</translation>
    </message>
    <message>
        <source>every move from here loses against best play: the opponent can answer with &quot;%1&quot;, since %2</source>
        <translation>在对方的最优应对下，从这里走哪一步都会输：对方可以用“%1”应对，因为%2</translation>
    </message>
    <message>
        <source>this move does not win: the opponent can answer with &quot;%1&quot;, since %2</source>
        <translation>这一步不能获胜：对方可以用“%1”应对，因为%2</translation>
    </message>
    <message>
        <source>X = XOR of the SG values</source>
        <translation>X = 各 SG 值的异或和</translation>
    </message>
    <message>
        <source>%1 (misère)</source>
        <translation>%1（反常规则）</translation>
    </message>
    <message>
        <source>The game is over: the other player took the last stone, so the player to move has won.</source>
        <translation>游戏结束：对方取走了最后一个石子，所以轮到走的一方获胜。</translation>
    </message>
    <message>
        <source>this takes the last stone, and under misère play whoever takes the last stone loses.</source>
        <translation>这一步取走最后一个石子，而在反常规则下，取走最后一个石子的一方输。</translation>
    </message>
    <message>
        <source>Only the first %1 winning moves are explained here.</source>
        <translation>这里只解释前 %1 个必胜走法。</translation>
    </message>
</context>
<context>
    <name>fibonaccinim</name>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契博弈</translation>
    </message>
    <message>
        <source>%1, the next move takes 1 to %2</source>
        <translation>%1，下一步取 1 到 %2 个</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>个数字</translation>
    </message>
    <message>
        <source>a heap of 1 stone has no first move (it may take 1 to n − 1 = 0): Fibonacci Nim starts with at least 2 stones</source>
        <translation>只有 1 个石子的堆没有第一步（可取 1 到 n − 1 = 0 个）：斐波那契博弈至少从 2 个石子开始</translation>
    </message>
    <message>
        <source>the next move must be allowed at least 1 stone while stones are left</source>
        <translation>还有石子时，下一步必须至少允许取 1 个</translation>
    </message>
    <message>
        <source>this move may take at most %1 (twice the previous move; on the first move, all but one stone), not %2</source>
        <translation>这一步最多取 %1 个（上一步的两倍；第一步时为除一个以外的全部石子），不能取 %2 个</translation>
    </message>
    <message>
        <source>most the next move may take</source>
        <translation>下一步最多可取</translation>
    </message>
    <message>
        <source>Zeckendorf representation of n</source>
        <translation>n 的齐肯多夫表示</translation>
    </message>
    <message>
        <source>smallest part</source>
        <translation>最小项</translation>
    </message>
    <message>
        <source>F(k)</source>
        <translation>F(k)</translation>
    </message>
    <message>
        <source>the k-th Fibonacci number, F(1) = F(2) = 1, F(k) = F(k − 1) + F(k − 2)</source>
        <translation>第 k 个斐波那契数，F(1) = F(2) = 1，F(k) = F(k − 1) + F(k − 2)</translation>
    </message>
    <message>
        <source>%1 + … + %2 (%3 parts)</source>
        <translation>%1 + … + %2（共 %3 项）</translation>
    </message>
    <message>
        <source>The first move takes 1 to n − 1 stones, and every later move 1 to twice the move before it; here the next move may take at most %1. Write the heap as a sum of Fibonacci numbers 1, 2, 3, 5, 8, 13, … with no two neighbours in the sequence (its Zeckendorf representation; every number has exactly one). The player to move wins exactly when the smallest part is at most the limit: taking it leaves a heap whose smallest part is more than twice the take, since the next part is at least two places further along the sequence. From such a heap every take t leaves a smallest part of at most 2t, which the other player takes in turn.</source>
        <translation>第一步取 1 到 n − 1 个石子，之后每一步取 1 个到上一步的两倍；这里下一步最多取 %1 个。把石堆写成斐波那契数 1、2、3、5、8、13、… 之和，且任意两项在数列中不相邻（它的齐肯多夫表示；每个数恰有一种）。当且仅当最小项不超过上限时，轮到走的一方处于必胜态：取走最小项后，剩下石堆的最小项大于所取数量的两倍，因为下一项在数列中至少隔两位。从这样的石堆出发，任何一步 t 留下的最小项至多为 2t，另一方接着取走它。</translation>
    </message>
    <message>
        <source>Here %1 is itself a Fibonacci number: its representation is the one part %1.</source>
        <translation>这里 %1 本身就是斐波那契数：它的表示只有一项 %1。</translation>
    </message>
    <message>
        <source>Here %1 = %2, so the smallest part is %3.</source>
        <translation>这里 %1 = %2，所以最小项是 %3。</translation>
    </message>
    <message>
        <source>The smallest part, %1, is more than the limit %2. Every move loses against best play: a take t of at most %2 is less than %1, and the heap it leaves has a smallest part of at most 2t, the opponent&apos;s new limit; the opponent takes that part and you face the same again.</source>
        <translation>最小项 %1 大于上限 %2。在最佳对策下每一步都会输：至多取 %2 个的任何一步 t 都小于 %1，而剩下石堆的最小项至多为 2t，即对手的新上限；对手取走这一项，你又面临同样的局面。</translation>
    </message>
    <message>
        <source>The limit %2 allows taking the whole heap: take all %1 and win at once.</source>
        <translation>上限 %2 允许取走整堆：取走全部 %1 个，立即获胜。</translation>
    </message>
    <message>
        <source>The smallest part, %1, is at most the limit %2: take %1. That leaves %3, whose smallest part %4 is more than %5, twice the take and the opponent&apos;s new limit. The opponent cannot take it, and whatever they take, you can take the smallest part again.</source>
        <translation>最小项 %1 不超过上限 %2：取 %1 个。剩下 %3，其最小项 %4 大于 %5，即所取数量的两倍，也是对手的新上限。对手取不到它；无论对手取多少，你都能再次取走最小项。</translation>
    </message>
    <message>
        <source>taking %1 leaves %2 = %3, whose smallest part %4 is more than %5, the most the opponent may take next: whatever they take, the smallest part of what is left is at most twice their take, and you take it.</source>
        <translation>取 %1 个后剩下 %2 = %3，其最小项 %4 大于对手下一步最多可取的 %5：无论对手取多少，剩下部分的最小项至多是对手所取的两倍，你就取走它。</translation>
    </message>
    <message>
        <source>taking %1 leaves %2, a Fibonacci number and so its own smallest part, more than %3, the most the opponent may take next: whatever they take, the smallest part of what is left is at most twice their take, and you take it.</source>
        <translation>取 %1 个后剩下 %2，它是斐波那契数，本身就是最小项，大于对手下一步最多可取的 %3：无论对手取多少，剩下部分的最小项至多是对手所取的两倍，你就取走它。</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>take %1</source>
        <translation>取走 %1</translation>
    </message>
    <message>
        <source>take %1 from pile %2</source>
        <translation>从第 %2 堆取走 %1 个</translation>
    </message>
    <message>
        <source>the game is over: there is no move to make</source>
        <translation>对局已经结束：没有可走的步了</translation>
    </message>
    <message>
        <source>the move belongs to another game</source>
        <translation>这一步属于另一个游戏</translation>
    </message>
    <message>
        <source>a move must take at least one stone</source>
        <translation>一步至少要取走一个石子</translation>
    </message>
    <message>
        <source>the pile has only %1, cannot take %2</source>
        <translation>这堆只有 %1，不能取走 %2 个</translation>
    </message>
    <message>
        <source>there is no pile %1 (there are %2)</source>
        <translation>没有第 %1 堆（一共只有 %2 堆）</translation>
    </message>
    <message>
        <source>pile %1 has only %2, cannot take %3</source>
        <translation>第 %1 堆只有 %2，不能取走 %3 个</translation>
    </message>
    <message>
        <source>cannot take a negative number of stones</source>
        <translation>不能取走负数个石子</translation>
    </message>
    <message>
        <source>pile %1 has a negative number of stones</source>
        <translation>第 %1 堆的石子数是负数</translation>
    </message>
    <message>
        <source>%1 needs exactly 1 number, got %2</source>
        <translation>%1需要恰好 1 个数，却给了 %2 个</translation>
    </message>
    <message>
        <source>%1 needs exactly %2 numbers, got %3</source>
        <translation>%1需要恰好 %2 个数，却给了 %3 个</translation>
    </message>
    <message>
        <source>a position needs at least %1 of its %2</source>
        <translation>局面的%2至少为 %1</translation>
    </message>
    <message>
        <source>a position has at most %1 %2</source>
        <translation>局面的%2最多为 %1</translation>
    </message>
    <message>
        <source>numbers in a position cannot be negative</source>
        <translation>局面中的数不能是负数</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>堆数</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;</source>
        <translation>%1没有选项“%2”</translation>
    </message>
    <message>
        <source>%1 needs the option %2</source>
        <translation>%1需要选项 %2</translation>
    </message>
    <message>
        <source>option %1: expected a non-negative whole number, got &quot;%2&quot;</source>
        <translation>选项 %1：应为非负整数，实际是“%2”</translation>
    </message>
    <message>
        <source>option %1: must be at least %2, got %3</source>
        <translation>选项 %1：至少应为 %2，实际是 %3</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; %3</source>
        <translation>选项 %1：“%2”%3</translation>
    </message>
    <message>
        <source>is neither &quot;normal&quot; nor &quot;misere&quot;</source>
        <translation>既不是“normal”也不是“misere”</translation>
    </message>
    <message>
        <source>disagrees with %1, which is played with %2</source>
        <translation>与%1不符（它用的是 %2）</translation>
    </message>
</context>
<context>
    <name>lasker</name>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>拉斯克尼姆博弈</translation>
    </message>
    <message>
        <source>split pile %1 into %2 and %3</source>
        <translation>把第 %1 堆分成 %2 和 %3 两堆</translation>
    </message>
    <message>
        <source>pile %1 has SG value %2; taking %3 leaves %4, whose SG value %5 is %2 XOR %6 (X), so the SG values of the piles XOR to 0 again.</source>
        <translation>第 %1 堆的 SG 值为 %2；取走 %3 个后剩 %4 个，其 SG 值 %5 等于 %2 异或 %6（X），于是各堆 SG 值的异或和重新为 0。</translation>
    </message>
    <message>
        <source>pile %1 has SG value %2; splitting it into %3 and %4 gives two piles of SG values %5 and %6, whose XOR %7 is %2 XOR %8 (X), so the SG values of the piles XOR to 0 again.</source>
        <translation>第 %1 堆的 SG 值为 %2；把它分成 %3 和 %4 两堆，SG 值分别为 %5 和 %6，二者的异或 %7 等于 %2 异或 %8（X），于是各堆 SG 值的异或和重新为 0。</translation>
    </message>
    <message>
        <source>SG of pile %1</source>
        <translation>第 %1 堆的 SG 值</translation>
    </message>
    <message>
        <source>SG(%1) = %2 (%1 mod 4 = %3)</source>
        <translation>SG(%1) = %2（%1 mod 4 = %3）</translation>
    </message>
    <message>
        <source>A split leaves two piles that are played side by side, so by the Sprague–Grundy theorem every pile counts as a Nim pile of its SG value, and a split as the XOR of its two parts&apos; values. Working out the values from the rules (the mex of the values of all the moves) shows a pattern by x mod 4: SG(x) = x when x mod 4 is 1 or 2, x + 1 when it is 3, x − 1 when it is 0 (and SG(0) = 0). The player to move loses exactly when the SG values XOR to 0.</source>
        <translation>分出的两堆各自独立地并行进行，所以由 Sprague–Grundy 定理，每一堆都相当于一堆石子数等于其 SG 值的尼姆堆，而一次分堆相当于两部分 SG 值的异或。按规则计算（一个局面的值是其所有走法之值的 mex）可以看出按 x mod 4 的规律：x mod 4 为 1 或 2 时 SG(x) = x，为 3 时 SG(x) = x + 1，为 0 时 SG(x) = x − 1（且 SG(0) = 0）。各 SG 值的异或和为 0 时，轮到走的一方处于必败态。</translation>
    </message>
    <message>
        <source>Here: %1.</source>
        <translation>本局：%1。</translation>
    </message>
    <message>
        <source>The SG values XOR to 0. Every move loses against best play: a move changes one pile&apos;s SG value (a split replaces it with its parts&apos; XOR, never equal to it, since a pile&apos;s value is the mex of its moves&apos; values), so the XOR becomes nonzero, and the opponent can make it 0 again.</source>
        <translation>各 SG 值的异或和为 0。在最优对策下每一步都会输：一步只改变一堆的 SG 值（分堆则把它换成两部分的异或，而这一定与原值不同，因为一堆的 SG 值是其所有走法之值的 mex），于是异或和变为非零，对手又能把它变回 0。</translation>
    </message>
    <message>
        <source>The SG values XOR to X = %1 (odd columns %2). To win, turn one pile&apos;s SG value g into g XOR X: take stones down to the pile whose SG value is g XOR X when that pile is smaller, or split the pile into two parts whose SG values XOR to g XOR X.</source>
        <translation>各 SG 值的异或和 X = %1（奇数列：%2）。要取胜，就把某一堆的 SG 值 g 变成 g 异或 X：若 SG 值为 g 异或 X 的堆更小，就取到只剩那么多；或者把这堆分成两部分，使两部分 SG 值的异或为 g 异或 X。</translation>
    </message>
    <message>
        <source>Pile %1 has %2 winning splits; the %3 with the smallest parts are listed.</source>
        <translation>第 %1 堆共有 %2 种必胜的分法；这里只列出较小部分最小的 %3 种。</translation>
    </message>
    <message>
        <source>a move must take at least one stone or split a pile</source>
        <translation>每一步至少要取走一个石子，或者把一堆分成两堆</translation>
    </message>
    <message>
        <source>a move either takes stones or splits a pile, not both</source>
        <translation>一步要么取石子，要么分堆，不能两者兼有</translation>
    </message>
    <message>
        <source>pile %1 has %2: only a pile of at least 2 stones can be split</source>
        <translation>第 %1 堆只有 %2：至少有 2 个石子的堆才能分</translation>
    </message>
    <message>
        <source>a split of pile %1 (%2) names its smaller part, at most %3, not %4</source>
        <translation>分第 %1 堆（%2 个）时应给出较小的一部分，最多为 %3，而不是 %4</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play impartial stone games against a computer that never makes a mistake.</source>
        <translation>与一台从不失误的电脑对弈公平组合石子游戏。</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message>
        <source>Nim</source>
        <translation>尼姆博弈</translation>
    </message>
    <message>
        <source>X = XOR of the piles</source>
        <translation>X = 各堆的异或和</translation>
    </message>
    <message>
        <source>Write every pile in binary, one above the other, and count the 1s in each column. The XOR X of the piles (the nim-sum) has a 1 exactly in the columns with an odd number of 1s.</source>
        <translation>把每堆的石子数写成二进制，上下对齐，数一数每一列中 1 的个数。各堆的异或和 X（尼姆和）恰好在 1 的个数为奇数的列（奇数列）上是 1。</translation>
    </message>
    <message>
        <source>Every column holds an even number of 1s, so X = 0. Every move loses against best play: a move changes one pile only, so it flips at least one bit in one row, and that column becomes odd. The opponent can then make every column even again, so you never reach the empty position (all zeros, all even) first.</source>
        <translation>每一列中 1 的个数都是偶数，所以 X = 0。在对方的最优应对下，每一步都会输：一步只改变一堆，至少会翻转这一行的某个二进制位，那一列就变成了奇数列。对方总能再把每一列都变回偶数，所以你永远不会先走到全空的局面（全是 0，每一列都是偶数）。</translation>
    </message>
    <message>
        <source>The odd columns are %1, so X = %2. To win, make every column even again: change one pile p into p XOR X, which flips that row&apos;s bits in exactly the odd columns.</source>
        <translation>奇数列是 %1，所以 X = %2。要获胜，就要让每一列重新变成偶数：把某一堆 p 变成 p XOR X，这恰好把这一行在所有奇数列上的二进制位都翻转过来。</translation>
    </message>
    <message>
        <source>That is a legal move only if p XOR X is smaller than p. It is exactly when p has a 1 in the highest odd column, %1: that 1 becomes 0 and every higher bit stays. Piles with a 1 there: %2.</source>
        <translation>只有当 p XOR X 小于 p 时，这才是合乎规则的一步。这恰好发生在 p 在最高的奇数列（%1）上是 1 的时候：那个 1 变成 0，更高的位都不变。在那一列上是 1 的堆：%2。</translation>
    </message>
    <message>
        <source>%1 has %2, with a 1 in %3, the highest column where X = %4 has a 1; taking %5 turns %6 into %6 XOR %4 = %7, which flips exactly the odd columns: every column is even again (XOR 0).</source>
        <translation>%1是 %2，在 %3上是 1，这是 X = %4 中为 1 的最高一列；取走 %5 个，把 %6 变成 %6 XOR %4 = %7，恰好翻转所有奇数列：每一列又都是偶数了（异或和为 0）。</translation>
    </message>
    <message>
        <source>Every pile is empty: the other player took the last stone and lost.</source>
        <translation>所有堆都空了：对方取走了最后一个石子，输了。</translation>
    </message>
    <message>
        <source>Misère Nim (the anti-SG rule): whoever takes the last stone loses. What decides it first is how many piles hold 2 or more stones: here %1.</source>
        <translation>反常尼姆博弈（Anti-SG 规则）：取走最后一个石子的一方输。首先要看有几堆不少于 2 个：这里是 %1 堆。</translation>
    </message>
    <message>
        <source>Every pile holds at most 1 stone, so every move empties one pile of 1 and the players simply take turns. There are %1 piles of 1, an odd number: the player to move will take the last one and loses, whatever happens.</source>
        <translation>每堆至多 1 个石子，所以每一步都取空一堆 1，双方只是轮流取。有 %1 堆 1，是奇数：轮到走的一方终将取走最后一个，无论如何都输。</translation>
    </message>
    <message>
        <source>Every pile holds at most 1 stone, so every move empties one pile of 1 and the players simply take turns. There are %1 piles of 1, an even number: take any of them, and the opponent will take the last one.</source>
        <translation>每堆至多 1 个石子，所以每一步都取空一堆 1，双方只是轮流取。有 %1 堆 1，是偶数：取走其中任意一堆，对方终将取走最后一个。</translation>
    </message>
    <message>
        <source>Only %1 holds 2 or more stones, so the player to move decides the end: cut it to %2, leaving nothing bigger than 1 and an odd number of piles of 1 (%3). The players then take them in turns and the opponent takes the last one. So the player to move wins.</source>
        <translation>只有%1不少于 2 个，所以轮到走的一方决定结局：把它减到 %2，不留大于 1 的堆，并留下奇数堆 1（%3 堆）。之后双方轮流取，对方取走最后一个。所以轮到走的一方获胜。</translation>
    </message>
    <message>
        <source>With two or more piles of 2 or more stones, misère Nim is won as normal Nim is: make the XOR 0. A position with exactly one pile of 2 or more never has XOR 0, so whoever keeps the XOR 0 never leaves one; the opponent must leave it first, and then you cut that pile to 0 or 1 so that an odd number of piles of 1 is left, and the opponent takes the last stone.</source>
        <translation>有两堆或更多堆不少于 2 个时，反常尼姆博弈与普通尼姆博弈赢法相同：使异或为 0。恰有一堆不少于 2 个的局面异或必不为 0，所以保持异或为 0 的一方永远不会留下这种局面；对方必须先留下它，这时你把那堆减到 0 或 1，使剩下奇数堆 1，对方就得取走最后一个。</translation>
    </message>
    <message>
        <source>Every column holds an even number of 1s, so X = 0. Every move loses against best play: whatever you do, the opponent makes the XOR 0 again, until you must leave a single pile of 2 or more; then the opponent leaves you an odd number of piles of 1, and you take the last stone.</source>
        <translation>每一列都有偶数个 1，所以 X = 0。在最佳应对下每一步都输：无论你怎么走，对方都能再使异或为 0，直到你不得不留下唯一一堆不少于 2 个的石子；然后对方给你留下奇数堆 1，你取走最后一个。</translation>
    </message>
    <message>
        <source>it leaves only piles of at most 1 stone, %1 of them with 1, an odd number: the players take them in turns and the opponent takes the last one.</source>
        <translation>留下的每堆至多 1 个，其中 %1 堆有 1 个，是奇数：双方轮流取，对方取走最后一个。</translation>
    </message>
</context>
<context>
    <name>northcott</name>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>诺斯科特博弈</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑棋</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白棋</translation>
    </message>
    <message>
        <source>%1 to move, rows %2</source>
        <translation>轮到%1走，各行 %2</translation>
    </message>
    <message>
        <source>row %1 (black %2, white %3)</source>
        <translation>第 %1 行（黑 %2，白 %3）</translation>
    </message>
    <message>
        <source>move the %1 piece of row %2 from column %3 to column %4</source>
        <translation>把第 %2 行的%1从第 %3 列移到第 %4 列</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>columns of the board</source>
        <translation>棋盘列数</translation>
    </message>
    <message>
        <source>The %1 pieces cannot move: in every row the %1 piece stands against its wall with the other piece beside it. The player who cannot move loses.</source>
        <translation>所有%1都无法移动：每一行的%1都靠着自己一侧的边，另一枚棋子紧挨着它。无法走棋的一方输。</translation>
    </message>
    <message>
        <source>The gap of a row is the number of empty squares between its two pieces. Moving your piece toward the other one shrinks the gap by as many squares as you like, exactly like taking stones from a Nim pile; when every gap is 0 and your pieces are against their walls, you cannot move and lose.</source>
        <translation>一行的间隔是它两枚棋子之间空格的个数。把你的棋子向对方棋子移动，可以让间隔缩小任意多格，正如从 Nim 的一堆中取走石子；当所有间隔都为 0、你的棋子都靠着自己一侧的边时，你无法走棋，就输了。</translation>
    </message>
    <message>
        <source>Moving your piece back, away from the other one, widens the gap, but it does not help: the opponent follows with his piece in that row and the gap is what it was, and the wall behind ends such retreats. So the game is Nim on the gaps, whichever colour you play: the player to move loses exactly when the XOR of the gaps is 0.</source>
        <translation>把你的棋子往回移（远离对方棋子）会让间隔变大，但这没有用：对手在这一行跟着移动他的棋子，间隔恢复原样，而身后的边界让这种后退无法一直进行。所以无论你执哪种颜色，这个游戏都是关于间隔的 Nim：当所有间隔的异或为 0 时，轮到走棋的一方必败。</translation>
    </message>
    <message>
        <source>Here the XOR of the gaps is 0. Every move loses against best play: shrinking a gap makes the XOR nonzero and the opponent makes it 0 again, as in Nim; moving back is answered by following, until your pieces are stuck.</source>
        <translation>这里各间隔的异或和为 0。在对方的最优应对下，每一步都会输：缩小一个间隔会让异或和不为 0，而对方再把它变回 0，与 Nim 一样；往回移则被对方跟随抵消，直到你的棋子无法移动。</translation>
    </message>
    <message>
        <source>Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap with a 1 in %3 shrinks when you move your piece toward the other one by g − (g XOR X) squares (%4). A gap that would grow to g XOR X can also be widened by moving your piece back, when it has the room behind it.</source>
        <translation>这里 X = %1，奇数列为 %2。与 Nim 一样，把某个间隔 g 变成 g 异或 X：在 %3 上为 1 的间隔，可以把你的棋子向对方棋子移动 g − (g 异或 X) 格来缩小（%4）。若 g 异或 X 比 g 大，当你的棋子身后有足够空间时，也可以把它往回移来扩大间隔。</translation>
    </message>
    <message>
        <source>moving the %1 piece of row %2 toward the other piece shrinks the gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.</source>
        <translation>把第 %2 行的%1向对方棋子移动，间隔从 %3 缩小到 %4 = %3 异或 %5，于是所有间隔的异或变为 0，正如 Nim 中的必胜一步。</translation>
    </message>
    <message>
        <source>moving the %1 piece of row %2 back widens the gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0: whatever the opponent does, you can make it 0 again.</source>
        <translation>把第 %2 行的%1往回移，间隔从 %3 扩大到 %4 = %3 异或 %5，于是所有间隔的异或变为 0：无论对手怎么走，你都能再把它变回 0。</translation>
    </message>
    <message>
        <source>piece columns</source>
        <translation>棋子所在列</translation>
    </message>
    <message>
        <source>the numbers come in pairs, the black and the white piece&apos;s column of each row; got %1 numbers</source>
        <translation>数字应成对给出，即每一行黑棋和白棋所在的列；实际有 %1 个数字</translation>
    </message>
    <message>
        <source>the board needs at least 2 columns, got %1</source>
        <translation>棋盘至少需要 2 列，实际为 %1</translation>
    </message>
    <message>
        <source>row %1: a piece on column %2, off the board of columns 1 to %3</source>
        <translation>第 %1 行：有棋子在第 %2 列，超出了第 1 到第 %3 列的棋盘</translation>
    </message>
    <message>
        <source>row %1: both pieces on column %2</source>
        <translation>第 %1 行：两枚棋子都在第 %2 列</translation>
    </message>
    <message>
        <source>the %1 pieces cannot move: each stands against its wall with the other piece beside it</source>
        <translation>所有%1都无法移动：每枚都靠着边，另一枚棋子紧挨着它</translation>
    </message>
    <message>
        <source>there is no row %1 (the board has %2 rows)</source>
        <translation>没有第 %1 行（棋盘共有 %2 行）</translation>
    </message>
    <message>
        <source>%1 moves now: the %2 pieces are the other player&apos;s</source>
        <translation>现在轮到%1走：%2是对手的棋子</translation>
    </message>
    <message>
        <source>column %1 is off the board: its columns are 1 to %2</source>
        <translation>第 %1 列不在棋盘上：棋盘只有第 1 到第 %2 列</translation>
    </message>
    <message>
        <source>the %1 piece of row %2 is already on column %3</source>
        <translation>第 %2 行的%1已经在第 %3 列</translation>
    </message>
    <message>
        <source>column %1 of row %2 is taken by the %3 piece</source>
        <translation>第 %2 行第 %1 列已被%3占据</translation>
    </message>
    <message>
        <source>the %1 piece of row %2 cannot jump over the %3 piece on column %4</source>
        <translation>第 %2 行的%1不能越过第 %4 列的%3</translation>
    </message>
</context>
<context>
    <name>octal</name>
    <message>
        <source>Octal game</source>
        <translation>八进制游戏</translation>
    </message>
    <message>
        <source>Kayles</source>
        <translation>Kayles</translation>
    </message>
    <message>
        <source>Dawson&apos;s Kayles</source>
        <translation>Dawson Kayles</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess</source>
        <translation>Dawson 象棋</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy 游戏</translation>
    </message>
    <message>
        <source>%1 (octal code %2)</source>
        <translation>%1（八进制代码 %2）</translation>
    </message>
    <message>
        <source>the octal game %1</source>
        <translation>八进制游戏 %1</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>%1 pin</source>
        <translation>%1 个瓶</translation>
    </message>
    <message>
        <source>%1 pins</source>
        <translation>%1 个瓶</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>什么也不剩</translation>
    </message>
    <message>
        <source>a row of %1</source>
        <translation>一行 %1 个</translation>
    </message>
    <message>
        <source>rows of %1 and %2</source>
        <translation>两行，分别 %1 个和 %2 个</translation>
    </message>
    <message>
        <source>knock down pin %2 of row %1, leaving %3</source>
        <translation>击倒第 %1 行的第 %2 个瓶，剩下%3</translation>
    </message>
    <message>
        <source>knock down pins %2 to %3 of row %1, leaving %4</source>
        <translation>击倒第 %1 行的第 %2 至 %3 个瓶，剩下%4</translation>
    </message>
    <message>
        <source>split row %1 into rows of %2 and %3</source>
        <translation>把第 %1 行分成 %2 个和 %3 个两行</translation>
    </message>
    <message>
        <source>row %1 is worth %2; the move leaves %3, worth %4 together, which is %2 XOR %5 (X), so the rows&apos; values XOR to 0 again.</source>
        <translation>第 %1 行的值是 %2；这一步剩下%3，合起来值 %4，正是 %2 XOR %5（X），所以各行的值的异或又变回 0。</translation>
    </message>
    <message>
        <source>G of row %1</source>
        <translation>第 %1 行的 G</translation>
    </message>
    <message>
        <source>G(%1) = %2</source>
        <translation>G(%1) = %2</translation>
    </message>
    <message>
        <source>This is the octal game %1. Its digits after the point say, for k = 1, 2, 3, …, what a move that knocks down k adjacent pins of one row may leave of it, as a sum: 1, nothing (the whole row); 2, one row (pins at an end); 4, two rows (pins in the middle). A first digit 4 allows splitting a row in two without knocking any pin down. Rows are played side by side, so by the Sprague–Grundy theorem each counts as a Nim pile of its value G(n): the mex of the values its moves leave, two rows counting as the XOR of theirs. The player to move loses exactly when the rows&apos; values XOR to 0.</source>
        <translation>这是八进制游戏 %1。小数点后的第 k 位数字（k = 1, 2, 3, …）说明：击倒一行中相邻的 k 个瓶之后，这一行可以剩下什么，按位相加：1 表示什么也不剩（整行击倒）；2 表示剩一行（从一端击倒）；4 表示剩两行（从中间击倒）。首位数字为 4 时，还可以不击倒瓶，直接把一行分成两行。各行互不相干，由 Sprague–Grundy 定理，每行相当于一堆大小为 G(n) 的 Nim 石子：G(n) 是它所有走法留下的值的 mex，剩两行时取两行值的异或。当各行的值异或为 0 时，轮到走的一方必输。</translation>
    </message>
    <message>
        <source>In Grundy&apos;s game a move splits one row into two rows of different sizes (CGSuite writes it 4!.0); rows of 1 and 2 cannot be split. Rows are played side by side, so by the Sprague–Grundy theorem each counts as a Nim pile of its value G(n): the mex of the XORs of the two parts of every split. The player to move loses exactly when the rows&apos; values XOR to 0.</source>
        <translation>在 Grundy 游戏中，一步把一行分成大小不同的两行（CGSuite 记作 4!.0）；1 个和 2 个瓶的行不能再分。各行互不相干，由 Sprague–Grundy 定理，每行相当于一堆大小为 G(n) 的 Nim 石子：G(n) 是每种分法两部分的值的异或的 mex。当各行的值异或为 0 时，轮到走的一方必输。</translation>
    </message>
    <message>
        <source>The values of %1 are periodic: G(n + %2) = G(n) for every n ≥ %3. This is proved, not guessed: the octal periodicity theorem needs the values to repeat up to heap %4, and they do. So a row of any length is worth what a row of the same remainder is.</source>
        <translation>%1 的值是周期的：对每个 n ≥ %3，G(n + %2) = G(n)。这是证明出来的，不是猜的：八进制周期定理只要求这些值重复到第 %4 堆，而它们确实如此。所以任意长度的一行，值都等于余数相同的那一行。</translation>
    </message>
    <message>
        <source>No period of %1 is proved within %2 heaps, so its values are computed from the rules, up to rows of %3 pins.</source>
        <translation>在 %2 堆以内没有证明出 %1 的周期，所以它的值按规则逐个计算，最多算到 %3 个瓶的行。</translation>
    </message>
    <message>
        <source>Here: %1.</source>
        <translation>这里：%1。</translation>
    </message>
    <message>
        <source>The rows&apos; values XOR to 0. Every move loses against best play: a move changes one row&apos;s value (what it leaves is worth something else, since a row&apos;s value is the mex of its moves&apos; values), so the XOR becomes nonzero, and the opponent can make it 0 again.</source>
        <translation>各行的值异或为 0。面对最优对策，每一步都会输：一步会改变某一行的值（剩下的部分一定值别的数，因为一行的值是它所有走法的值的 mex），于是异或变为非零，对手又能把它变回 0。</translation>
    </message>
    <message>
        <source>The rows&apos; values XOR to X = %1 (odd columns %2). To win, turn one row&apos;s value g into g XOR X: knock down pins so that what is left of that row is worth g XOR X.</source>
        <translation>各行的值异或为 X = %1（奇数列 %2）。要赢，就把某一行的值 g 变成 g XOR X：击倒瓶，使这一行剩下的部分值 g XOR X。</translation>
    </message>
    <message>
        <source>there is no row %1 (there are %2)</source>
        <translation>没有第 %1 行（共有 %2 行）</translation>
    </message>
    <message>
        <source>row %1 has a negative number of pins</source>
        <translation>第 %1 行的瓶数是负数</translation>
    </message>
    <message>
        <source>row %1 has %2: pins %3 to %4 are not all in it</source>
        <translation>第 %1 行有 %2：第 %3 至 %4 个瓶不全在这一行里</translation>
    </message>
    <message>
        <source>the code %1 does not allow knocking down a whole row of %2</source>
        <translation>代码 %1 不允许把 %2 的整行击倒</translation>
    </message>
    <message>
        <source>the code %1 does not allow knocking down %2 at the end of a row</source>
        <translation>代码 %1 不允许在一行的一端击倒 %2</translation>
    </message>
    <message>
        <source>the code %1 does not allow knocking down %2 from the middle of a row</source>
        <translation>代码 %1 不允许从一行的中间击倒 %2</translation>
    </message>
    <message>
        <source>the code %1 allows knocking down at most %2 at once, not %3</source>
        <translation>代码 %1 一次最多只能击倒 %2，不能击倒 %3</translation>
    </message>
    <message>
        <source>the code %1 does not allow splitting a row without knocking pins down</source>
        <translation>代码 %1 不允许不击倒瓶就把一行分开</translation>
    </message>
    <message>
        <source>a split of row %1 (%2) must leave pins on both sides, not %3 and %4</source>
        <translation>分开第 %1 行（%2）时两边都要留下瓶，不能是 %3 和 %4</translation>
    </message>
    <message>
        <source>in %1 a row must be split into two rows of different sizes, not %2 and %3</source>
        <translation>在%1中，一行必须分成大小不同的两行，不能是 %2 和 %3</translation>
    </message>
</context>
<context>
    <name>practice</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1. Is it a P-position (the player to move loses) or an N-position (the player to move wins)?</source>
        <translation>%1。这是 P 态（轮到走的一方必败）还是 N 态（轮到走的一方必胜）？</translation>
    </message>
    <message>
        <source>%1. Find a winning move.</source>
        <translation>%1。找出一步必胜的走法。</translation>
    </message>
    <message>
        <source>%1. What is its Sprague–Grundy value?</source>
        <translation>%1。它的 SG 值是多少？</translation>
    </message>
    <message>
        <source>%1: fill in G(0) to G(%2), the values of a single pile (or row) of 0 to %2.</source>
        <translation>%1：填出 G(0) 到 G(%2)，即大小为 0 到 %2 的单堆（或单行）的值。</translation>
    </message>
    <message>
        <source>%1. In which component is there a winning move?</source>
        <translation>%1。哪个分量里有必胜的走法？</translation>
    </message>
    <message>
        <source>It is a P-position: every move leaves the opponent a winning position.</source>
        <translation>这是 P 态：每一步都会给对手留下必胜的局面。</translation>
    </message>
    <message>
        <source>It is an N-position: %1 wins, because %2</source>
        <translation>这是 N 态：%1可以获胜，因为%2</translation>
    </message>
    <message>
        <source>There is no winning move: it is a P-position, and every move loses.</source>
        <translation>没有必胜的走法：这是 P 态，每一步都会输。</translation>
    </message>
    <message>
        <source>That move is not legal: %1</source>
        <translation>这一步不合法：%1</translation>
    </message>
    <message>
        <source>Its value is %1. %2</source>
        <translation>它的值是 %1。%2</translation>
    </message>
    <message>
        <source>G(%1) = mex{%2} = %3: the least value no move from %1 reaches.</source>
        <translation>G(%1) = mex{%2} = %3：从 %1 出发任何一步都到不了的最小值。</translation>
    </message>
    <message>
        <source>G(%1) = mex{} = 0: no move is left from %1.</source>
        <translation>G(%1) = mex{} = 0：从 %1 出发已无路可走。</translation>
    </message>
    <message>
        <source>the table needs %1 values, G(0) to G(%2); %3 were given</source>
        <translation>这张表需要 %1 个值，即 G(0) 到 G(%2)；但给出了 %3 个</translation>
    </message>
    <message>
        <source>Every value is right: each is the mex of the values its moves reach.</source>
        <translation>每个值都对：每个值都是它的走法所能到达的值的 mex。</translation>
    </message>
    <message>
        <source>No component: the values XOR to 0, so every move loses.</source>
        <translation>没有这样的分量：各值异或为 0，所以每一步都会输。</translation>
    </message>
    <message>
        <source>Component %1 has no winning move. %2</source>
        <translation>分量 %1 里没有必胜的走法。%2</translation>
    </message>
    <message>
        <source>P-position</source>
        <translation>P 态</translation>
    </message>
    <message>
        <source>N-position</source>
        <translation>N 态</translation>
    </message>
    <message>
        <source>component %1</source>
        <translation>分量 %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>（未作答）</translation>
    </message>
    <message>
        <source>P or N?</source>
        <translation>P 还是 N？</translation>
    </message>
    <message>
        <source>Find a winning move</source>
        <translation>找出必胜走法</translation>
    </message>
    <message>
        <source>What is the SG value?</source>
        <translation>SG 值是多少？</translation>
    </message>
    <message>
        <source>Fill in the table</source>
        <translation>填表</translation>
    </message>
    <message>
        <source>Which component?</source>
        <translation>哪个分量？</translation>
    </message>
</context>
<context>
    <name>redistribution</name>
    <message>
        <source>(%1, %1)</source>
        <translation>(%1, %1)</translation>
    </message>
    <message>
        <source>remove %1 from pile %2</source>
        <translation>从第 %2 堆移出 %1 个</translation>
    </message>
    <message>
        <source>remove %1 from pile %2 and give %3</source>
        <translation>从第 %2 堆移出 %1 个，再分给%3</translation>
    </message>
    <message>
        <source>%1 to pile %2</source>
        <translation>第 %2 堆 %1 个</translation>
    </message>
    <message>
        <source>Redistribution game</source>
        <translation>重分配博弈</translation>
    </message>
    <message>
        <source>piles %1</source>
        <translation>各堆 %1</translation>
    </message>
    <message>
        <source>piles in play</source>
        <translation>场上堆数</translation>
    </message>
    <message>
        <source>sizes sorted</source>
        <translation>排序后的大小</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>unpaired sizes</source>
        <translation>未配对的大小</translation>
    </message>
    <message>
        <source>No piles are left: the other player took the last stone.</source>
        <translation>没有堆了：对方取走了最后一个石子。</translation>
    </message>
    <message>
        <source>Sort the pile sizes and pair equal sizes. The player to move loses exactly when every size pairs up (each size occurs an even number of times): a move always shrinks its pile and can only make other piles bigger, and such a move cannot leave every size paired again, while from unpaired sizes there is always a move that pairs them all. No piles at all counts as paired, so the player who keeps restoring the pairing takes the last stone.</source>
        <translation>把各堆的大小排序，相等的配成一对。轮到走的一方必败，当且仅当每个大小都能配成对（每个大小都出现偶数次）：一步总会让所取的那堆变小，只能让其他堆变大，这样的一步不可能让所有大小仍然全部配对；而只要有未配对的大小，总有一步能让它们全部配对。一堆都没有也算全部配对，所以始终恢复配对的一方会取走最后一个石子。</translation>
    </message>
    <message>
        <source>Here every size pairs up: %1. Every move loses against best play: whatever you do, the opponent pairs the sizes again.</source>
        <translation>这里每个大小都配成了对：%1。在对方的最优应对下，每一步都会输：无论你怎么走，对方都能把大小重新配成对。</translation>
    </message>
    <message>
        <source>Unpaired sizes: %1. The largest pile always has stones enough to pair everything: with the sizes sorted s1 ≤ s2 ≤ … ≤ sn, give the smaller of each neighbouring couple the difference so that they match, and then empty the largest pile (odd number of piles) or leave it with s1 stones, the twin of the smallest (even number). Whatever is left of it leaves the game.</source>
        <translation>未配对的大小：%1。最大的一堆总有足够的石子让一切配对：把大小排好序 s1 ≤ s2 ≤ … ≤ sn，给每对相邻两堆中较小的那堆补上差值，让它们相等；然后把最大的一堆取空（堆数为奇数时），或者只留下 s1 个，与最小的一堆成对（堆数为偶数时）。它剩下的其余石子都移出游戏。</translation>
    </message>
    <message>
        <source>it takes the last stones: no piles are left.</source>
        <translation>它取走了最后的石子：没有堆了。</translation>
    </message>
    <message>
        <source>it leaves the sizes %1, which pair up as %2: any move of the opponent breaks the pairing, and you can restore it.</source>
        <translation>它留下大小 %1，正好配成 %2：对方的任何一步都会打破配对，而你总能恢复配对。</translation>
    </message>
    <message>
        <source>the game is over: every pile is empty</source>
        <translation>对局已经结束：所有堆都空了</translation>
    </message>
    <message>
        <source>pile %1 is empty</source>
        <translation>第 %1 堆是空的</translation>
    </message>
    <message>
        <source>a move must remove at least one stone from the game</source>
        <translation>一步至少要把一个石子移出游戏</translation>
    </message>
    <message>
        <source>pile %1 cannot give stones to itself</source>
        <translation>第 %1 堆不能把石子分给自己</translation>
    </message>
    <message>
        <source>pile %1 is empty: stones go only onto piles still in play</source>
        <translation>第 %1 堆是空的：石子只能放到仍在场上的堆上</translation>
    </message>
    <message>
        <source>a gift to pile %1 must be at least one stone</source>
        <translation>分给第 %1 堆的石子至少要有一个</translation>
    </message>
    <message>
        <source>pile %1 is given stones twice</source>
        <translation>第 %1 堆被分了两次石子</translation>
    </message>
    <message>
        <source>pile %1 has only %2, the move uses %3</source>
        <translation>第 %1 堆只有 %2，这一步却要用 %3 个</translation>
    </message>
</context>
<context>
    <name>staircase</name>
    <message>
        <source>chip on %1 and the wall</source>
        <translation>格 %1 上的棋子与墙</translation>
    </message>
    <message>
        <source>chips on %1 and %2</source>
        <translation>格 %1 和格 %2 上的棋子</translation>
    </message>
    <message>
        <source>the pair of %1</source>
        <translation>%1这一对</translation>
    </message>
    <message>
        <source>move the chip on cell %1 to cell %2</source>
        <translation>把格 %1 上的棋子移到格 %2</translation>
    </message>
    <message>
        <source>Georgia and Bob</source>
        <translation>Georgia and Bob（阶梯博弈）</translation>
    </message>
    <message>
        <source>chips on %1</source>
        <translation>棋子位于格 %1</translation>
    </message>
    <message>
        <source>chips on no cells</source>
        <translation>格子上没有棋子</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>棋子数</translation>
    </message>
    <message>
        <source>strip length M</source>
        <translation>格子条长度 M</translation>
    </message>
    <message>
        <source>Every chip is packed against the left end: no chip can move.</source>
        <translation>所有棋子都紧靠在左端：没有棋子能移动。</translation>
    </message>
    <message>
        <source>Pair the chips from the right: the rightmost chip with its left neighbour, the next two together, and so on; with an odd number of chips the leftmost one pairs with the wall left of cell 1. The gap of a pair is the number of empty cells between its two chips. Only gaps count, not the space between pairs.</source>
        <translation>从右边开始给棋子配对：最右边的棋子与它左边相邻的棋子一对，再往左的两枚一对，依此类推；棋子数为奇数时，最左边的棋子与格 1 左边的墙配对。一对的间隔是两枚棋子之间的空格数。只有间隔算数，对与对之间的空格不算。</translation>
    </message>
    <message>
        <source>Moving a pair&apos;s right chip left shrinks its gap, exactly like taking stones from a Nim pile (it only widens space between pairs, which counts for nothing). Moving a pair&apos;s left chip widens its gap, but the opponent can move the right chip as far and restore it. So the game is Nim on the gaps: the player to move loses exactly when the XOR of the gaps is 0.</source>
        <translation>把一对中右边的棋子左移会缩小它们的间隔，正如从尼姆博弈的一堆中取石子（它只会让对与对之间的空格变多，而那不算数）。把一对中左边的棋子左移会拉大间隔，但对方可以把右边的棋子左移同样远，恢复原来的间隔。所以这个游戏就是在各间隔上玩的尼姆博弈（阶梯博弈）：轮到走的一方必败，当且仅当各间隔的异或和为 0。</translation>
    </message>
    <message>
        <source>Here the XOR of the gaps is 0. Every move loses against best play: any move changes exactly one gap, which makes the XOR nonzero, and the opponent makes it 0 again, until every chip is packed to the left after the opponent&apos;s move.</source>
        <translation>这里各间隔的异或和为 0。在对方的最优应对下，每一步都会输：任何一步都恰好改变一个间隔，让异或和不为 0，而对方再把它变回 0，直到对方走完后所有棋子都紧靠在左端。</translation>
    </message>
    <message>
        <source>Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap with a 1 in %3 shrinks, by moving its right chip left by g − (g XOR X) (%4). A gap that would grow to g XOR X can be widened by moving the pair&apos;s left chip instead, when that chip has room.</source>
        <translation>这里 X = %1，奇数列是 %2。和尼姆博弈一样，把某个间隔 g 变成 g XOR X：在 %3上是 1 的间隔会缩小，方法是把这一对右边的棋子左移 g − (g XOR X) 格（%4）。如果某个间隔要增大到 g XOR X，也可以改为把这一对左边的棋子左移来拉大它，只要那枚棋子还有空间。</translation>
    </message>
    <message>
        <source>moving the right chip of the %1 by %2 shrinks their gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.</source>
        <translation>把%1中右边的那枚左移 %2 格，它们的间隔从 %3 缩小到 %4 = %3 XOR %5，于是各间隔的异或和变为 0，就像尼姆博弈中走了必胜的一步之后一样。</translation>
    </message>
    <message>
        <source>moving the left chip of the %1 by %2 widens their gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.</source>
        <translation>把%1中左边的那枚左移 %2 格，它们的间隔从 %3 增大到 %4 = %3 XOR %5，于是各间隔的异或和变为 0，就像尼姆博弈中走了必胜的一步之后一样。</translation>
    </message>
    <message>
        <source>the game is over: no chip can move</source>
        <translation>对局已经结束：没有棋子能移动</translation>
    </message>
    <message>
        <source>there is no chip number %1 (there are %2)</source>
        <translation>没有第 %1 枚棋子（一共只有 %2 枚）</translation>
    </message>
    <message>
        <source>no chip number %1</source>
        <translation>没有第 %1 枚棋子</translation>
    </message>
    <message>
        <source>the chip on cell %1 can only move left, not to cell %2</source>
        <translation>格 %1 上的棋子只能向左移，不能移到格 %2</translation>
    </message>
    <message>
        <source>the chip on cell %1 cannot leave the strip</source>
        <translation>格 %1 上的棋子不能移出格子条</translation>
    </message>
    <message>
        <source>the chip on cell %1 cannot reach cell %2: the chip on cell %3 is in the way</source>
        <translation>格 %1 上的棋子到不了格 %2：格 %3 上的棋子挡住了路</translation>
    </message>
    <message>
        <source>a chip on cell %1: cells are numbered from 1</source>
        <translation>格 %1 上有棋子：格子从 1 开始编号</translation>
    </message>
    <message>
        <source>a chip on cell %1, beyond the strip of %2 cells</source>
        <translation>格 %1 上有棋子，超出了 %2 格长的格子条</translation>
    </message>
    <message>
        <source>two chips on cell %1</source>
        <translation>格 %1 上有两枚棋子</translation>
    </message>
    <message>
        <source>chip cells must be listed in ascending order</source>
        <translation>棋子所在的格必须按从小到大的顺序列出</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>格数</translation>
    </message>
</context>
<context>
    <name>statistics::Dialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>Mistakes per game</source>
        <translation>每局失误</translation>
    </message>
    <message>
        <source>&amp;Forget All</source>
        <translation>全部清除(&amp;F)</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习题型</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>一次答对</translation>
    </message>
    <message>
        <source>Right first time (%)</source>
        <translation>一次答对（%）</translation>
    </message>
    <message>
        <source>&amp;Games against the computer</source>
        <translation>与电脑对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet: each one you finish is counted here.</source>
        <translation>还没有下完过一局与电脑的对局：每下完一局都会记在这里。</translation>
    </message>
    <message>
        <source>No exercise has been answered yet: each one you answer in Practice is counted here.</source>
        <translation>还没有答过练习题：在“练习”中每答一题都会记在这里。</translation>
    </message>
</context>
<context>
    <name>stonepainter</name>
    <message>
        <source>%1…%2 (%3 digits)</source>
        <translation>%1…%2（%3位）</translation>
    </message>
</context>
<context>
    <name>subtraction</name>
    <message>
        <source>Subtraction game</source>
        <translation>减法博弈</translation>
    </message>
    <message>
        <source>piles %1, S = %2</source>
        <translation>堆 %1，S = %2</translation>
    </message>
    <message>
        <source>{%1}</source>
        <translation>{%1}</translation>
    </message>
    <message>
        <source>{%1, …} (%2 numbers)</source>
        <translation>{%1, …}（共 %2 个数）</translation>
    </message>
    <message>
        <source>the powers of two</source>
        <translation>2 的幂</translation>
    </message>
    <message>
        <source>the Fibonacci numbers</source>
        <translation>斐波那契数</translation>
    </message>
    <message>
        <source>pile %1: SG(%2)</source>
        <translation>第 %1 堆：SG(%2)</translation>
    </message>
    <message>
        <source>the set S</source>
        <translation>可取集合 S</translation>
    </message>
    <message>
        <source>SG(0), SG(1), …</source>
        <translation>SG(0), SG(1), …</translation>
    </message>
    <message>
        <source>pre-period</source>
        <translation>预周期</translation>
    </message>
    <message>
        <source>period</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>single piles lost under misère play (up to 40)</source>
        <translation>反常规则下的单堆必败态（至 40）</translation>
    </message>
    <message>
        <source>Each pile is a game of its own with a Sprague–Grundy value: SG(n) is the least number that is not among SG(n − s) for the takes s ≤ n. A sum of piles is lost for the player to move exactly when the SG values of its piles XOR to 0, as the piles of Nim do.</source>
        <translation>每堆本身是一个游戏，有 SG 函数值：SG(n) 是不在 {SG(n − s) : s ≤ n} 中的最小数。当且仅当各堆的 SG 值异或为 0 时，轮到走的一方必败，与尼姆博弈相同。</translation>
    </message>
    <message>
        <source>The SG values of this set repeat: after a pre-period of %1 values they repeat with period %2, so a pile of n ≥ %1 stones has the value of the pile of %1 + (n − %1) mod %2 stones, exactly, at any size.</source>
        <translation>该集合的 SG 值会重复：预周期 %1 个值之后以周期 %2 循环，所以 n ≥ %1 个石子的堆与 %1 + (n − %1) mod %2 个的堆同值，对任意大小都精确。</translation>
    </message>
    <message>
        <source>For the powers of two SG(n) = n mod 3: every power of two is 1 or 2 more than a multiple of 3, so from a multiple of 3 every move leaves a non-multiple, and from a non-multiple a take of 1 or 2 reaches a multiple.</source>
        <translation>对 2 的幂，SG(n) = n mod 3：每个 2 的幂除以 3 余 1 或 2，所以从 3 的倍数出发每步都留下非倍数，而从非倍数出发取 1 或 2 即可回到倍数。</translation>
    </message>
    <message>
        <source>The values of the Fibonacci set have no known period: they come from a table grown as far as needed, up to piles of %1 stones.</source>
        <translation>斐波那契集合的 SG 值没有已知周期：由按需扩展的表给出，最多到 %1 个石子的堆。</translation>
    </message>
    <message>
        <source>These values showed no period within the table: they come from the table, up to piles of %1 stones.</source>
        <translation>这些值在表内未出现周期：由表给出，最多到 %1 个石子的堆。</translation>
    </message>
    <message>
        <source>The SG values XOR to 0: any take changes one pile&apos;s value (no value equals a value one take below it), which makes the XOR non-zero, and the opponent can always bring it back to 0. The player to move loses.</source>
        <translation>各 SG 值异或为 0：任何一步都会改变一堆的值（一个值不等于取一次之后的任何值），使异或非零，而对手总能把它变回 0。轮到走的一方必败。</translation>
    </message>
    <message>
        <source>The SG values XOR to X = %1. A pile whose value v has a 1 in %2 can be brought to the smaller value v XOR X: v is the least value missing one take below the pile, so every smaller value is there. Then the XOR is 0. Piles sure to have such a take: %3. A take may also raise a pile&apos;s value to v XOR X; the winning moves below are all of them.</source>
        <translation>各 SG 值异或为 X = %1。值 v 在%2为 1 的堆可以变到更小的值 v 异或 X：v 是取一次后缺少的最小值，所以每个更小的值都能取到。之后异或为 0。一定有这种取法的堆：%3。取石子也可能把一堆的值升到 v 异或 X；下面列出全部必胜走法。</translation>
    </message>
    <message>
        <source>No pile can lose a take of the set: the player to move cannot move and has lost.</source>
        <translation>没有哪一堆还能按集合取石子：轮到走的一方无法移动，已经输了。</translation>
    </message>
    <message>
        <source>it leaves %2 stones in pile %1, of SG value %3, so the piles&apos; SG values XOR to 0 and every reply can be answered.</source>
        <translation>它使第 %1 堆剩 %2 个，SG 值为 %3，于是各堆 SG 值异或为 0，对手的每一步都能应对。</translation>
    </message>
    <message>
        <source>after it no take of the set fits any pile: the opponent cannot move and loses.</source>
        <translation>之后任何一堆都无法按集合取石子：对手无法移动而输。</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last stone loses, so a player who cannot move wins. The SG values do not decide a misère game.</source>
        <translation>反常规则：取走最后一个的人输，所以无法移动的一方获胜。SG 值不能决定反常规则下的胜负。</translation>
    </message>
    <message>
        <source>With at most one pile that can still move, the game is that pile alone, decided by the misère table of S: the single piles lost for the player to move are %1, …</source>
        <translation>至多只有一堆还能移动时，游戏就是这一堆，由 S 的反常规则表决定：轮到走的一方必败的单堆为 %1, …</translation>
    </message>
    <message>
        <source>That table repeats: after a pre-period of %1 piles it repeats with period %2, so a pile of any size is decided exactly.</source>
        <translation>该表会重复：预周期 %1 堆之后以周期 %2 循环，所以任意大小的堆都能精确判定。</translation>
    </message>
    <message>
        <source>With several piles that can move there is no general rule for misère play: Grundy decides the position by searching every continuation (at most %1 positions).</source>
        <translation>有多堆可以移动时，反常规则没有一般规律：Grundy 搜索所有后续局面来判定（至多 %1 个局面）。</translation>
    </message>
    <message>
        <source>No pile can lose a take of the set: the player to move cannot move and, under misère play, has won.</source>
        <translation>没有哪一堆还能按集合取石子：轮到走的一方无法移动，在反常规则下获胜。</translation>
    </message>
    <message>
        <source>The game is over: the player to move cannot move and so wins (misère play).</source>
        <translation>游戏结束：轮到走的一方无法移动，因此获胜（反常规则）。</translation>
    </message>
    <message>
        <source>it leaves piles %1, lost for the player to move under misère play: every move from there leaves a position the opponent wins.</source>
        <translation>它留下堆 %1，在反常规则下是必败态：从那里出发的每一步都留给对手必胜态。</translation>
    </message>
    <message>
        <source>%1 is not in the set {%2}</source>
        <translation>%1 不在集合 {%2} 中</translation>
    </message>
    <message>
        <source>%1 is not one of the set&apos;s %2 numbers</source>
        <translation>%1 不是集合中 %2 个数之一</translation>
    </message>
    <message>
        <source>%1 is not a power of two</source>
        <translation>%1 不是 2 的幂</translation>
    </message>
    <message>
        <source>%1 is not a Fibonacci number (1, 2, 3, 5, 8, …)</source>
        <translation>%1 不是斐波那契数（1, 2, 3, 5, 8, …）</translation>
    </message>
    <message>
        <source>is not a set: write numbers separated by commas (1,3,4), powers-of-two or fibonacci</source>
        <translation>不是集合：请写用逗号分隔的数（1,3,4）、powers-of-two 或 fibonacci</translation>
    </message>
    <message>
        <source>contains 0: every take must be at least 1 stone</source>
        <translation>含有 0：每次至少取 1 个石子</translation>
    </message>
    <message>
        <source>has more than %1 numbers</source>
        <translation>超过 %1 个数</translation>
    </message>
    <message>
        <source>a pile of %1 stones is beyond what Grundy can decide for S = %2: its table of values goes to %3 stones, and no period carries it further</source>
        <translation>%1 个石子的堆超出了 Grundy 对 S = %2 能判定的范围：其 SG 表只到 %3 个，且没有周期可以延伸</translation>
    </message>
    <message>
        <source>this misère position is too large: with several piles that can move it is decided by searching every continuation, at most %1 positions</source>
        <translation>这个反常规则局面太大：多堆可移动时需搜索所有后续局面，至多 %1 个局面</translation>
    </message>
    <message>
        <source>The SG values of this set repeat with period %1 from the first pile on: a pile of n stones has the value of the pile of n mod %1 stones, exactly, at any size.</source>
        <translation>该集合的 SG 值从第一堆起以周期 %1 循环：n 个石子的堆与 n mod %1 个的堆同值，对任意大小都精确。</translation>
    </message>
    <message>
        <source>piles %1, S = %2, misère play</source>
        <translation>堆 %1，S = %2，反常规则</translation>
    </message>
</context>
<context>
    <name>sum</name>
    <message>
        <source>Sum of games</source>
        <translation>游戏和</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>数</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1，已空</translation>
    </message>
    <message>
        <source>component %1</source>
        <translation>分量 %1</translation>
    </message>
    <message>
        <source>in component %1 (%2): %3</source>
        <translation>在分量 %1（%2）中：%3</translation>
    </message>
    <message>
        <source>%1 components</source>
        <translation>%1 个分量</translation>
    </message>
    <message>
        <source>component %1: %2</source>
        <translation>分量 %1：%2</translation>
    </message>
    <message>
        <source>total = XOR of the values</source>
        <translation>总值 = 各值的异或</translation>
    </message>
    <message>
        <source>component %1 (%2)</source>
        <translation>分量 %1（%2）</translation>
    </message>
    <message>
        <source>By the Sprague–Grundy theorem a sum of games is worth the XOR of its components&apos; values: each component plays like a Nim pile of its value. The player to move loses exactly when the XOR is 0.</source>
        <translation>由 Sprague–Grundy 定理，游戏和的值等于各分量值的异或：每个分量就像一堆石子数等于其值的 Nim 堆。异或为 0 时，轮到走的一方必败。</translation>
    </message>
    <message>
        <source>The values XOR to 0. Every move changes one component&apos;s value and so makes the XOR nonzero, and the opponent can always make it 0 again.</source>
        <translation>各值异或为 0。每一步都会改变一个分量的值，从而使异或不为 0，而对手总能再把它变回 0。</translation>
    </message>
    <message>
        <source>The values XOR to %1. Component %2, %3, is worth %4, and %4 XOR %1 = %5 is smaller: a move in it to a position worth exactly %5 makes the XOR 0.</source>
        <translation>各值异或为 %1。分量 %2（%3）的值为 %4，而 %4 异或 %1 = %5 更小：在它里面走到值恰为 %5 的局面，异或就变为 0。</translation>
    </message>
    <message>
        <source>No component has a move left: the player who made the last move won.</source>
        <translation>所有分量都无路可走：走最后一步的一方获胜。</translation>
    </message>
    <message>
        <source>component %1, %2, is worth %3; the total is %4; move it to a position worth %5 (%3 XOR %4), which makes the XOR of all the components 0.</source>
        <translation>分量 %1（%2）的值为 %3；总值为 %4；把它走到值为 %5（%3 异或 %4）的局面，所有分量的异或就变为 0。</translation>
    </message>
    <message>
        <source>a sum needs at least one component</source>
        <translation>游戏和至少需要一个分量</translation>
    </message>
    <message>
        <source>a sum has at most %1 components, not %2</source>
        <translation>游戏和最多有 %1 个分量，而不是 %2 个</translation>
    </message>
    <message>
        <source>there is no component %1 (there are %2)</source>
        <translation>没有分量 %1（共有 %2 个）</translation>
    </message>
    <message>
        <source>component %1 (&quot;%2&quot;): %3</source>
        <translation>分量 %1（“%2”）：%3</translation>
    </message>
    <message>
        <source>write a component as GAME:POSITION[:OPTION=VALUE]..., such as nim:3,5 or subtraction:7,9:set=1,3,4</source>
        <translation>分量写作 GAME:POSITION[:OPTION=VALUE]...，例如 nim:3,5 或 subtraction:7,9:set=1,3,4</translation>
    </message>
    <message>
        <source>no game is called &quot;%1&quot;</source>
        <translation>没有名为“%1”的游戏</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of non-negative whole numbers</source>
        <translation>“%1”不是一串非负整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not OPTION=VALUE</source>
        <translation>“%1”不是 OPTION=VALUE 的形式</translation>
    </message>
    <message>
        <source>misère play is not offered in a sum: the theorem that solves sums is for normal play</source>
        <translation>游戏和不提供反常规则（misère）：解游戏和的定理只适用于正常规则</translation>
    </message>
    <message>
        <source>%1 has no Sprague–Grundy value Grundy can compute at this size</source>
        <translation>%1 在这个规模下没有 Grundy 能算出的 SG 值</translation>
    </message>
    <message>
        <source>%1 is too large to search for a move to a given value; try smaller numbers</source>
        <translation>%1 太大，无法搜索走到指定值的走法；请用更小的数</translation>
    </message>
    <message>
        <source>%1 cannot be a component: %2</source>
        <translation>%1 不能作为分量：%2</translation>
    </message>
    <message>
        <source>the numbers do not match the components: each component&apos;s count of numbers, then its numbers</source>
        <translation>这些数与分量不符：应为每个分量先写数的个数，再写这些数</translation>
    </message>
    <message>
        <source>a sum inside a sum is the sum of all their components: list them instead</source>
        <translation>游戏和里的游戏和就是它们全部分量的和：请直接列出这些分量</translation>
    </message>
</context>
<context>
    <name>takebreak</name>
    <message>
        <source>the code is empty: write it as digits after a point, such as 0.77 (Kayles)</source>
        <translation>代码为空：请在小数点后写数字，例如 0.77（Kayles）</translation>
    </message>
    <message>
        <source>character %1 of the code %2 is “%3”, which is not an octal digit (0 to 7), the point or the “!” of 4!</source>
        <translation>代码 %2 的第 %1 个字符是“%3”，它不是八进制数字（0 到 7）、小数点或 4! 中的“!”</translation>
    </message>
    <message>
        <source>the code %1 has no point: the digits after it say how many tokens a move takes, as in 0.77 (Kayles)</source>
        <translation>代码 %1 没有小数点：小数点后的数字说明一步取走多少个，例如 0.77（Kayles）</translation>
    </message>
    <message>
        <source>the code %1 has more than one point</source>
        <translation>代码 %1 有不止一个小数点</translation>
    </message>
    <message>
        <source>the digit before the point of %1 is %2: a move that takes nothing can only split a heap in two (4) or not be allowed (0)</source>
        <translation>%1 小数点前的数字是 %2：不取任何东西的一步只能把一堆分成两堆（4），或者不允许（0）</translation>
    </message>
    <message>
        <source>in %1, “!” (split into two unequal heaps) may only follow the digit 4 before the point</source>
        <translation>在 %1 中，“!”（分成大小不等的两堆）只能跟在小数点前的数字 4 后面</translation>
    </message>
    <message>
        <source>the code %1 has %2 digits after the point; at most %3 are allowed</source>
        <translation>代码 %1 小数点后有 %2 位数字；最多允许 %3 位</translation>
    </message>
    <message>
        <source>the code %1 allows no move at all: every digit is 0</source>
        <translation>代码 %1 不允许任何一步：每一位都是 0</translation>
    </message>
    <message>
        <source>a heap of %1 is beyond what is known of %2: its values are computed up to a heap of %3, and no period is proved to go further by</source>
        <translation>%1 个的堆超出了 %2 的已知范围：它的值只算到 %3 个的堆，也没有证明出可以借以推得更远的周期</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>%1 stone</source>
        <translation>%1 个石子</translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation>%1 个石子</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>第 %1 个</translation>
    </message>
</context>
<context>
    <name>treblecross</name>
    <message>
        <source>Treblecross</source>
        <translation>Treblecross（一维井字棋）</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>格</translation>
    </message>
    <message>
        <source>write X in cell %1</source>
        <translation>在第 %1 格写 X</translation>
    </message>
    <message>
        <source>an X in cell %1 completes three in a row.</source>
        <translation>在第 %1 格写 X 就连成三个。</translation>
    </message>
    <message>
        <source>an X in cell %1 leaves safe runs worth %2, whose values XOR to 0: every reply either hands back three in a row or leaves a nonzero XOR again.</source>
        <translation>在第 %1 格写 X 后，剩下的安全段的值为 %2，异或为 0：对手的每个回应要么送回连成三个的机会，要么又使异或非零。</translation>
    </message>
    <message>
        <source>%1 cells, X in %2</source>
        <translation>%1 格，X 在 %2</translation>
    </message>
    <message>
        <source>an empty board of %1 cells</source>
        <translation>%1 格的空棋盘</translation>
    </message>
    <message>
        <source>Whoever writes an X next to an X, or two cells from one, lets the opponent complete three in a row, so with best play nobody does until they must. The cells three or more away from every X are the safe cells; they form runs, played side by side. Writing in cell j of a run of L safe cells leaves runs of j − 2 and L − j − 3 (fewer than none count as none): the octal game 0.007 (knock down three adjacent pins) on a row of L + 2, so by the Sprague–Grundy theorem a run is worth G(L + 2) of 0.007, and the player to move loses exactly when the runs&apos; values XOR to 0 (Winning Ways, ch. 4).</source>
        <translation>谁在一个 X 旁边、或隔一格的地方写 X，对手就能连成三个，所以最优对策下谁都不会这样做，除非不得不做。离每个 X 都至少三格的格子是安全格；它们组成若干段，各段互不相干。在 L 个安全格的一段中第 j 格写 X，会留下 j − 2 和 L − j − 3 格的两段（不足的算作没有）：这正是八进制游戏 0.007（击倒相邻三个）在 L + 2 的一行上的走法，所以由 Sprague–Grundy 定理，一段的值是 0.007 的 G(L + 2)，而当各段的值异或为 0 时，轮到走的一方必输（Winning Ways 第 4 章）。</translation>
    </message>
    <message>
        <source>Two X are in a row or one cell apart: the player to move completes three and wins at once, in cell %1.</source>
        <translation>有两个 X 相邻或只隔一格：轮到走的一方在第 %1 格就能连成三个，立即获胜。</translation>
    </message>
    <message>
        <source>The safe runs: %1.</source>
        <translation>安全段：%1。</translation>
    </message>
    <message>
        <source>cells %1 to %2 (%3 cells, worth %4)</source>
        <translation>第 %1 至 %2 格（%3 格，值 %4）</translation>
    </message>
    <message>
        <source>No cell is safe: every X the player to move writes lets the opponent complete three.</source>
        <translation>没有安全格：轮到走的一方无论在哪里写 X，对手都能连成三个。</translation>
    </message>
    <message>
        <source>The runs&apos; values XOR to 0: every safe X leaves a nonzero XOR, and every other X hands the opponent three in a row.</source>
        <translation>各段的值异或为 0：写在安全格会使异或非零，写在其他格则让对手连成三个。</translation>
    </message>
    <message>
        <source>The runs&apos; values XOR to X = %1: write in a run so that what it leaves is worth its value XOR X.</source>
        <translation>各段的值异或为 X = %1：在某一段中写 X，使这段剩下的部分值等于它原来的值 XOR X。</translation>
    </message>
    <message>
        <source>Three X are in a row: the player who wrote the last one won.</source>
        <translation>三个 X 已连成一行：写下最后一个的一方获胜。</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>第 %1 段</translation>
    </message>
    <message>
        <source>a board of %1 cells is too small: with fewer than 3 nobody can complete three, and the game would be a draw</source>
        <translation>%1 格的棋盘太小：少于 3 格谁也连不成三个，游戏会是平局</translation>
    </message>
    <message>
        <source>a board of %1 cells is too large: at most %2 are played</source>
        <translation>%1 格的棋盘太大：最多 %2 格</translation>
    </message>
    <message>
        <source>there is no cell %1 on a board of %2 cells</source>
        <translation>%2 格的棋盘上没有第 %1 格</translation>
    </message>
    <message>
        <source>cell %1 already holds an X</source>
        <translation>第 %1 格已经有 X 了</translation>
    </message>
    <message>
        <source>cell %1 is named twice</source>
        <translation>第 %1 格写了两次</translation>
    </message>
    <message>
        <source>whoever completes three in a row wins, not whoever moves last, so it has no value to add in a sum of games</source>
        <translation>先连成三个 X 的一方获胜，而不是走最后一步的一方，所以它没有可在游戏和中相加的值</translation>
    </message>
</context>
<context>
    <name>wythoff</name>
    <message>
        <source>pile A</source>
        <translation>A 堆</translation>
    </message>
    <message>
        <source>pile B</source>
        <translation>B 堆</translation>
    </message>
    <message>
        <source>(%1, %2) = (a_%3, b_%3)</source>
        <translation>(%1, %2) = (a_%3, b_%3)</translation>
    </message>
    <message>
        <source>%1, the partner of %2 (%3 is a P-position)</source>
        <translation>%1，即 %2 的配对数（%3 是必败态）</translation>
    </message>
    <message>
        <source>take %1 from both piles</source>
        <translation>从两堆各取走 %1 个</translation>
    </message>
    <message>
        <source>take %1 from pile A</source>
        <translation>从 A 堆取走 %1 个</translation>
    </message>
    <message>
        <source>take %1 from pile B</source>
        <translation>从 B 堆取走 %1 个</translation>
    </message>
    <message>
        <source>take %1 from pile A and %2 from pile B</source>
        <translation>从 A 堆取走 %1 个、从 B 堆取走 %2 个</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>piles %1 and %2</source>
        <translation>两堆 %1 和 %2</translation>
    </message>
    <message>
        <source>smaller pile a</source>
        <translation>较小堆 a</translation>
    </message>
    <message>
        <source>larger pile b</source>
        <translation>较大堆 b</translation>
    </message>
    <message>
        <source>k = b − a</source>
        <translation>k = b − a</translation>
    </message>
    <message>
        <source>a_k = ⌊k·φ⌋</source>
        <translation>a_k = ⌊k·φ⌋</translation>
    </message>
    <message>
        <source>b_k = a_k + k</source>
        <translation>b_k = a_k + k</translation>
    </message>
    <message>
        <source>Here b − a = %1 and a_%1 = %2 = a, so %3 is the P-position (a_%1, b_%1), the %4 P-position (k = %1).</source>
        <translation>这里 b − a = %1，且 a_%1 = %2 = a，所以 %3 就是必败态 (a_%1, b_%1)，即%4必败态（k = %1）。</translation>
    </message>
    <message>
        <source>Both piles are empty: the other player took the last stone.</source>
        <translation>两堆都空了：对方取走了最后一个石子。</translation>
    </message>
    <message>
        <source>Every move loses against best play: taking from one pile keeps the other pile, and each number belongs to only one P-position; taking the same from both keeps the difference k = %1, and %2 is the only P-position with that difference. So every move leaves an N-position, and the opponent has a winning move back.</source>
        <translation>在对方的最优应对下，每一步都会输：只从一堆取，另一堆不变，而每个数只属于一个必败态；从两堆取同样多，差 k = %1 不变，而 %2 是差为 k 的唯一必败态。所以每一步都会留下必胜态，对方总有一步必胜走法来应对。</translation>
    </message>
    <message>
        <source>Here b − a = %1 and a_%1 = %2 ≠ %3, so %4 is not a P-position.</source>
        <translation>这里 b − a = %1，且 a_%1 = %2 ≠ %3，所以 %4 不是必败态。</translation>
    </message>
    <message>
        <source>Its smaller pile is a_%1 of %2, the %3 P-position (k = %1), but its larger pile is not b_%1.</source>
        <translation>它的较小堆是%3必败态 %2（k = %1）中的 a_%1，但较大堆不是 b_%1。</translation>
    </message>
    <message>
        <source>By the smaller pile it lies between the P-positions k = %1, %2, and k = %3, %4.</source>
        <translation>按较小堆来看，它位于 k = %1 的必败态 %2 与 k = %3 的必败态 %4 之间。</translation>
    </message>
    <message>
        <source>A winning move must reach a P-position. There are three kinds of candidates:</source>
        <translation>必胜走法必须走到必败态。候选有三种：</translation>
    </message>
    <message>
        <source>1. Equal removal: taking %1 from both piles keeps the difference k = %2 and leaves %3. This move wins.</source>
        <translation>1. 两堆同取：从两堆各取走 %1 个，差 k = %2 不变，留下 %3。这一步必胜。</translation>
    </message>
    <message>
        <source>1. Equal removal keeps the difference k = %1, and the only P-position with that difference is %2. Its smaller pile %3 is more than %4, so equal removal cannot win.</source>
        <translation>1. 两堆同取时差 k = %1 不变，而差为 k 的唯一必败态是 %2。它的较小堆 %3 大于 %4，所以两堆同取无法获胜。</translation>
    </message>
    <message>
        <source>2. Reduce the larger pile (%1, %2) to %3: take %4. This move wins.</source>
        <translation>2. 把较大堆（%1，现有 %2 个）减到 %3：取走 %4 个。这一步必胜。</translation>
    </message>
    <message>
        <source>2. Reducing the larger pile to the partner of %1 is impossible: the partner is %2, not less than %3, and a pile cannot grow.</source>
        <translation>2. 无法把较大堆减到 %1 的配对数：配对数是 %2，不小于 %3，而一堆石子不能变多。</translation>
    </message>
    <message>
        <source>3. Reduce the smaller pile (%1, %2) to %3: take %4. This move wins.</source>
        <translation>3. 把较小堆（%1，现有 %2 个）减到 %3：取走 %4 个。这一步必胜。</translation>
    </message>
    <message>
        <source>3. Reducing the smaller pile to the partner of %1 is impossible: the partner is %2, not less than %3, and a pile cannot grow.</source>
        <translation>3. 无法把较小堆减到 %1 的配对数：配对数是 %2，不小于 %3，而一堆石子不能变多。</translation>
    </message>
    <message>
        <source>taking %1 from both piles keeps the difference k = %2 and leaves %3, the P-position with that difference.</source>
        <translation>从两堆各取走 %1 个，差 k = %2 不变，留下 %3，正是差为 k 的必败态。</translation>
    </message>
    <message>
        <source>it keeps %1 at %2 and brings %3 down to %4, the partner of %2: %5 is a P-position.</source>
        <translation>%1保持 %2 个不变，把 %3减到 %4，即 %2 的配对数：%5 是必败态。</translation>
    </message>
    <message>
        <source>no move is left: both piles are empty</source>
        <translation>无步可走：两堆都空了</translation>
    </message>
    <message>
        <source>a move takes from one pile, or the same number from both piles; not %1 from pile A and %2 from pile B</source>
        <translation>一步要么只从一堆取，要么从两堆取同样多；不能从 A 堆取 %1 个、同时从 B 堆取 %2 个</translation>
    </message>
    <message>
        <source>cannot take %1 from both piles of %2 and %3</source>
        <translation>两堆分别只有 %2 和 %3，不能各取走 %1 个</translation>
    </message>
    <message>
        <source>cannot take %1 from pile A of %2</source>
        <translation>A 堆只有 %2，不能取走 %1 个</translation>
    </message>
    <message>
        <source>cannot take %1 from pile B of %2</source>
        <translation>B 堆只有 %2，不能取走 %1 个</translation>
    </message>
    <message>
        <source>a pile cannot hold a negative number of stones (%1, %2)</source>
        <translation>一堆的石子数不能是负数：(%1, %2)</translation>
    </message>
    <message>
        <source>Both piles are empty: the other player took the last stone and lost.</source>
        <translation>两堆都空了：对方取走了最后一个石子，输了。</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last stone loses. Its P-positions are those of normal play, (a_k, b_k) with a_k = ⌊k·φ⌋ and b_k = a_k + k, except three small ones: (0, 0), (1, 2) and (2, 1) are replaced by (0, 1), (1, 0) and (2, 2). From (3, 5) on nothing changes, and still every line of moves (one pile kept, or the difference kept) holds exactly one P-position.</source>
        <translation>反常规则：取走最后一个石子的一方输。它的必败态与正常规则相同，即 (a_k, b_k)，a_k = ⌊k·φ⌋，b_k = a_k + k，只有三个小的例外：(0, 0)、(1, 2)、(2, 1) 换成 (0, 1)、(1, 0)、(2, 2)。从 (3, 5) 起不变，且每条走法线（保留一堆或保留差）上仍恰有一个必败态。</translation>
    </message>
    <message>
        <source>%1 is a misère P-position. Every move loses against best play: a move keeps one pile or the difference, and each such line holds only one P-position, so every move leaves an N-position.</source>
        <translation>%1 是反常规则下的必败态。在最佳应对下每一步都输：一步要么保留一堆，要么保留差，而每条这样的线上只有一个必败态，所以每一步都留下必胜态。</translation>
    </message>
    <message>
        <source>%1 is one of the three P-positions misère play adds: (0, 1), (1, 0) and (2, 2).</source>
        <translation>%1 是反常规则新增的三个必败态之一：(0, 1)、(1, 0) 和 (2, 2)。</translation>
    </message>
    <message>
        <source>%1 is a P-position of normal play, but not of misère play: (0, 0), (1, 2) and (2, 1) are replaced.</source>
        <translation>%1 是正常规则下的必败态，但在反常规则下不是：(0, 0)、(1, 2)、(2, 1) 被替换了。</translation>
    </message>
    <message>
        <source>%1 is not a misère P-position, so the player to move wins: each winning move reaches one.</source>
        <translation>%1 不是反常规则下的必败态，所以轮到走的一方获胜：每个必胜走法都走到一个必败态。</translation>
    </message>
    <message>
        <source>it leaves %1, one of the three P-positions misère play adds: every move from there takes the last stone or leaves a position you win.</source>
        <translation>留下 %1，反常规则新增的三个必败态之一：从那里出发的每一步要么取走最后一个石子，要么留下你能赢的局面。</translation>
    </message>
    <message>
        <source>The P-positions of Wythoff&apos;s game are the pairs (a_k, b_k) for k = 0, 1, 2, … with a_k = ⌊k·φ⌋, φ = (1 + √5)/2, and b_k = a_k + k: the piles differ by exactly k. The first are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13). Every positive number is in exactly one of them, so every pile size has a partner, the other number of its P-position.</source>
        <translation>威佐夫博弈的必败态是数对 (a_k, b_k)，k = 0, 1, 2, …，其中 a_k = ⌊k·φ⌋，φ = (1 + √5)/2，b_k = a_k + k：两堆恰好相差 k。最前面的几个是 (0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)。每个正整数恰好出现在其中一个数对里，所以每个堆大小都有一个配对数，也就是它所在的必败态中的另一个数。</translation>
    </message>
</context>
</TS>
