<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation>点击一个石子，取走它和它上面的所有石子；点击之前，会被取走的石子先亮起来。按键：Up/Down 选择取几个，Enter 取走。石子堆太大、画不出来时，会显示一个数字和一个输入框，在框中输入要取走的个数。</translation>
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
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Waiting for the other player.</source>
        <translation>正在等待对方走棋。</translation>
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
        <source>The start: pile sizes, or chip cells, separated by commas.</source>
        <translation>起始局面：各堆的石子数，或各棋子所在的格，用逗号分隔。</translation>
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
        <source>A saved game to open.</source>
        <translation>要打开的对局存档。</translation>
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
        <source>b = φ୺ and b = a/φ</source>
        <translation>b = φ·a 和 b = a/φ</translation>
    </message>
</context>
<context>
    <name>GridPainter</name>
    <message>
        <source>b = φ୺</source>
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
        <source>Show &amp;P-positions</source>
        <translation>显示必败态(&amp;P)</translation>
    </message>
    <message>
        <source>Show φ &amp;lines</source>
        <translation>显示 φ 直线(&amp;L)</translation>
    </message>
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
        <source>Draw the lines b = φ୺ and b = a/φ: every P-position lies on one</source>
        <translation>画出直线 b = φ·a 和 b = a/φ：每个必败态都在其中一条直线附近</translation>
    </message>
    <message>
        <source>Mark the winning moves from the game&apos;s position</source>
        <translation>标出从对局当前局面出发的必胜走法</translation>
    </message>
    <message>
        <source>Centre the game&apos;s position (Home)</source>
        <translation>让对局当前局面居中（Home）</translation>
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
        <source>b = φ୺, b = a/φ</source>
        <translation>b = φ·a, b = a/φ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Grundy games (*.grundy.json *.json);;All files (*)</source>
        <translation>Grundy 对局 (*.grundy.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Grundy</source>
        <translation>Grundy</translation>
    </message>
    <message>
        <source>Wythoff grid</source>
        <translation>威佐夫网格</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
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
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>本游戏的规则(&amp;R)</translation>
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
        <source>&amp;About Grundy</source>
        <translation>关于 Grundy(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Computer &amp;Speed</source>
        <translation>电脑速度(&amp;S)</translation>
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
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Wythoff &amp;Grid Panel</source>
        <translation>威佐夫网格面板(&amp;G)</translation>
    </message>
    <message>
        <source>E&amp;xport the Grid</source>
        <translation>导出网格(&amp;X)</translation>
    </message>
    <message>
        <source>Sprague–Grundy &amp;Tables…</source>
        <translation>SG 值表(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Explain the Position</source>
        <translation>讲解当前局面(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
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
        <source>Paused: %1 to move. Step plays one move.</source>
        <translation>已暂停：轮到%1走。“单步”走一步。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1正在思考…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>%1: %2. Why: %3</source>
        <translation>%1：%2。理由：%3</translation>
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
        <source>No single move reaches (%1, %2) from here.</source>
        <translation>从这里走一步到不了 (%1, %2)。</translation>
    </message>
    <message>
        <source>Every move loses against best play: this is a P-position. Make a move and hope for a mistake.</source>
        <translation>在对方的最优应对下，每一步都会输：这是必败态（P 态）。走一步，期待对方失误吧。</translation>
    </message>
    <message>
        <source>Hint: %1. Why: %2</source>
        <translation>提示：%1。理由：%2</translation>
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
    <message>
        <source>Sprague–Grundy tables</source>
        <translation>SG 值表</translation>
    </message>
    <message>
        <source>About Grundy</source>
        <translation>关于 Grundy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Grundy %1&lt;/h3&gt;&lt;p&gt;Impartial stone games against a computer that never makes a mistake: the Bash game, Nim, Wythoff&apos;s game, the redistribution game and Georgia and Bob.&lt;/p&gt;&lt;p&gt;Every decision is exact at every size.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grundy %1&lt;/h3&gt;&lt;p&gt;与一台从不失误的电脑对弈公平组合石子游戏：巴什博弈、尼姆博弈、威佐夫博弈、重分配博弈，以及 Georgia 和 Bob（阶梯博弈）。&lt;/p&gt;&lt;p&gt;无论数字多大，每一个判断都是精确的。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>%1 stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 in binary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1s column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 2^%1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 columns, the highest %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) = (a_%3, b_%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the partner of %2 (%3 is a P-position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip on %1 and the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips on %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from pile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from both piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from pile A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from pile B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from pile A and %2 from pile B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove %1 from pile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove %1 from pile %2 and give %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to pile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the chip on cell %1 to cell %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bash game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redistribution game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Georgia and Bob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — the player to move wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — the player to move loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, take 1 to %2 per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piles %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piles %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips on no cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: the player to move cannot move and has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move wins with best play (an N-position).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move loses against best play (a P-position).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most per move K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n mod (K + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X = XOR of the piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odd columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smaller pile a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger pile b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = b − a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a_k = ⌊k·φ⌋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b_k = a_k + k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piles in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizes sorted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpaired sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strip length M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X = XOR of the gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stones are left: the other player took the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key number is K + 1 = %1. Whatever a player takes, t stones with 1 ≤ t ≤ %2, the other can answer with %1 − t stones, which is also between 1 and %2. So a player who faces a multiple of %1 can be kept on multiples of it, round after round, down to 0: they never take the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 × %3 + %4, so %1 mod %3 = %4. The pile is a multiple of %3. Every move loses against best play: whatever you take, t stones, the opponent takes %3 − t and leaves %5, the next multiple of %3 below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 × %3 + %4, so %1 mod %3 = %4. The winning move takes n mod (K + 1) = %5, leaving %6 = %2 × %3, a multiple of %3: from then on the opponent faces the multiples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking all %1 takes the last stone and wins at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mod %2 = %3, so taking %4 leaves %5, a multiple of K + 1 = %2: whatever the opponent takes (t), take %2 − t and stay on multiples of %2 until none are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pile is empty: the other player took the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every pile in binary, one above the other, and count the 1s in each column. The XOR X of the piles (the nim-sum) has a 1 exactly in the columns with an odd number of 1s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every column holds an even number of 1s, so X = 0. Every move loses against best play: a move changes one pile only, so it flips at least one bit in one row, and that column becomes odd. The opponent can then make every column even again, so you never reach the empty position (all zeros, all even) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odd columns are %1, so X = %2. To win, make every column even again: change one pile p into p XOR X, which flips that row&apos;s bits in exactly the odd columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is a legal move only if p XOR X is smaller than p. It is exactly when p has a 1 in the highest odd column, %1: that 1 becomes 0 and every higher bit stays. Piles with a 1 there: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2, with a 1 in %3, the highest column where X = %4 has a 1; taking %5 turns %6 into %6 XOR %4 = %7, which flips exactly the odd columns: every column is even again (XOR 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The P-positions of Wythoff&apos;s game are the pairs (a_k, b_k) for k = 0, 1, 2, … with a_k = ⌊k·φ⌋, φ = (1 + ↥)/2, and b_k = a_k + k: the piles differ by exactly k. The first are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13). Every positive number is in exactly one of them, so every pile size has a partner, the other number of its P-position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here b − a = %1 and a_%1 = %2 = a, so %3 is the P-position (a_%1, b_%1), the %4 P-position (k = %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both piles are empty: the other player took the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move loses against best play: taking from one pile keeps the other pile, and each number belongs to only one P-position; taking the same from both keeps the difference k = %1, and %2 is the only P-position with that difference. So every move leaves an N-position, and the opponent has a winning move back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here b − a = %1 and a_%1 = %2 ≠ %3, so %4 is not a P-position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its smaller pile is a_%1 of %2, the %3 P-position (k = %1), but its larger pile is not b_%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the smaller pile it lies between the P-positions k = %1, %2, and k = %3, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winning move must reach a P-position. There are three kinds of candidates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Equal removal: taking %1 from both piles keeps the difference k = %2 and leaves %3. This move wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Equal removal keeps the difference k = %1, and the only P-position with that difference is %2. Its smaller pile %3 is more than %4, so equal removal cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Reduce the larger pile (%1, %2) to %3: take %4. This move wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Reducing the larger pile to the partner of %1 is impossible: the partner is %2, not less than %3, and a pile cannot grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Reduce the smaller pile (%1, %2) to %3: take %4. This move wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Reducing the smaller pile to the partner of %1 is impossible: the partner is %2, not less than %3, and a pile cannot grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking %1 from both piles keeps the difference k = %2 and leaves %3, the P-position with that difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps %1 at %2 and brings %3 down to %4, the partner of %2: %5 is a P-position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piles are left: the other player took the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the pile sizes and pair equal sizes. The player to move loses exactly when every size pairs up (each size occurs an even number of times): a move always shrinks its pile and can only make other piles bigger, and such a move cannot leave every size paired again, while from unpaired sizes there is always a move that pairs them all. No piles at all counts as paired, so the player who keeps restoring the pairing takes the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here every size pairs up: %1. Every move loses against best play: whatever you do, the opponent pairs the sizes again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaired sizes: %1. The largest pile always has stones enough to pair everything: with the sizes sorted s1 ≤ s2 ≤ … ≤ sn, give the smaller of each neighbouring couple the difference so that they match, and then empty the largest pile (odd number of piles) or leave it with s1 stones, the twin of the smallest (even number). Whatever is left of it leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it takes the last stones: no piles are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it leaves the sizes %1, which pair up as %2: any move of the opponent breaks the pairing, and you can restore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every chip is packed against the left end: no chip can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the chips from the right: the rightmost chip with its left neighbour, the next two together, and so on; with an odd number of chips the leftmost one pairs with the wall left of cell 1. The gap of a pair is the number of empty cells between its two chips. Only gaps count, not the space between pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving a pair&apos;s right chip left shrinks its gap, exactly like taking stones from a Nim pile (it only widens space between pairs, which counts for nothing). Moving a pair&apos;s left chip widens its gap, but the opponent can move the right chip as far and restore it. So the game is Nim on the gaps: the player to move loses exactly when the XOR of the gaps is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here the XOR of the gaps is 0. Every move loses against best play: any move changes exactly one gap, which makes the XOR nonzero, and the opponent makes it 0 again, until every chip is packed to the left after the opponent&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap with a 1 in %3 shrinks, by moving its right chip left by g − (g XOR X) (%4). A gap that would grow to g XOR X can be widened by moving the pair&apos;s left chip instead, when that chip has room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving the right chip of the %1 by %2 shrinks their gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving the left chip of the %1 by %2 widens their gap from %3 to %4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every move from here loses against best play: the opponent can answer with &quot;%1&quot;, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this move does not win: the opponent can answer with &quot;%1&quot;, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over: there is no move to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over: every pile is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over: no chip can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no move is left: both piles are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move belongs to another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move must take at least one stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move may take at most %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pile has only %1, cannot take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no pile %1 (there are %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 has only %2, cannot take %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move must remove at least one stone from the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 cannot give stones to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 is empty: stones go only onto piles still in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gift to pile %1 must be at least one stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 is given stones twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 has only %2, the move uses %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no chip number %1 (there are %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chip number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip on cell %1 can only move left, not to cell %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip on cell %1 cannot leave the strip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip on cell %1 cannot reach cell %2: the chip on cell %3 is in the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take a negative number of stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move takes from one pile, or the same number from both piles; not %1 from pile A and %2 from pile B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take %1 from both piles of %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take %1 from pile A of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take %1 from pile B of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K (the most a move may take) must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pile cannot hold a negative number of stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 has a negative number of stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pile cannot hold a negative number of stones (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chip on cell %1: cells are numbered from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chip on cell %1, beyond the strip of %2 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two chips on cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip cells must be listed in ascending order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs exactly 1 number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs exactly %2 numbers, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a position needs at least %1 of its %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a position has at most %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers in a position cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the option %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1: expected a non-negative whole number, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1: must be at least %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 30, 47</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second person at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer against computer (demonstration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number of at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the numbers of the position, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position is too large for a saved game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of stones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NimHome</name>
    <message>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several piles: take any number of stones from one pile. Whoever takes the last stone wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it; the stones a click would take light up first. Keys: Left/Right choose the pile, Up/Down how many, Enter takes. Piles too large to draw show a number and a field to type how many to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move loses exactly when the XOR of the pile sizes is 0 (Bouton&apos;s theorem).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3, 5, 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>Mouse: click a stone to take it and every stone above it.
Keys: Left/Right choose a pile, Up/Down choose how many, Enter takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1. Click the outlined rung of the middle ladder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1. Click the lowest outlined stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piles are too large to draw: choose a pile, type how many stones to take and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it, or a rung of the middle ladder to take that many from both piles. Keys: ←/→ pile, ↑/↓ how many, Enter takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone to take it and all above it. Keys: ←/→ pile, ↑/↓ how many, Enter takes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordLimits</name>
    <message>
        <source>%1 numbers: at most %2, as many as a saved game holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number %1 has %2 digits: at most %3, as many as a saved game holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 digits: at most %2, as many as a saved game holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has %1 moves, and a saved game holds at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game would take %1 MiB, and a saved game holds at most %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RedistributionHome</name>
    <message>
        <source>Redistribution game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take at least one stone of a pile out of the game, then you may move some of its other stones onto other piles. Whoever takes the last stone wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the pile to take from. Set how many of its stones leave the game, and with + and − how many go onto each other pile that still has stones. Confirm is enabled as soon as the move is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move loses exactly when the piles pair up: every size occurs an even number of times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3, 5, 5, 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RedistributionView</name>
    <message>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the pile to take from, then set how many stones leave the game and how many go to each other pile.
Keys: Left/Right choose the pile, Up/Down how many leave, Tab to the fields, Enter confirms, Escape resets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stone fewer for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stone more for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the pile to take stones from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number of stones in every field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, give %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SgTablePainter</name>
    <message>
        <source>0 = P-position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SgTablePanel</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows and columns of the tables: piles 0 to n − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the whole Wythoff SG table as a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Wythoff SG table as an SVG drawing (at most %1 × %1 cells, from the top-left cell in view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Wythoff’s game&lt;/b&gt;: Sprague–Grundy value G(a, b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Two-pile Nim&lt;/b&gt;: a XOR b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: pile a (down) · columns: pile b (across) · (0, 0) at the top left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the %1 × %1 table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing %1 × %1 Sprague–Grundy values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Press Compute or choose another size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computation cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %1 table: hover a cell to compare the two values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   ·   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprague–Grundy values of Wythoff’s game G(a, b), 0 ≤ a, b &lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprague–Grundy values of Wythoff’s game G(a, b), a = %1–%2, b = %3–%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SgTableView</name>
    <message>
        <source>%1 XOR %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — P-position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StaircaseHome</name>
    <message>
        <source>Georgia and Bob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips on a strip of M cells: slide one chip left, never onto or over another chip. Whoever makes the last move wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a chip: the cells it can reach light up; click one or drop the chip there. Keys: Left/Right choose a chip, Enter, Left/Right choose the cell, Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the chips from the right (the leftmost with the wall when their number is odd). The player to move loses exactly when the XOR of the empty cells inside the pairs is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip cells, e.g. 2, 5, 9, 14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on random cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strip length (&amp;M cells):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strip length M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strip length (default: the last chip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) need at least as many cells.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StripView</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a chip, then click or drop it on a lit cell.
Keys: Left/Right choose a chip, Enter starts choosing its target, Left/Right move the target, Enter moves, Escape cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More of the strip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip on cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 empty cells …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the chip on cell %1 to cell %2: press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip on cell %1 chosen: click a lit cell%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or type the target cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a chip left onto a lit cell. Keys: ←/→ chip, Enter, ←/→ target, Enter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypedMoveRow</name>
    <message>
        <source>Type a whole number first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypedPileMoves</name>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take at least one stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move takes at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is more than %1 holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WythoffGridView</name>
    <message>
        <source>A = %1, B = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P-position: the player to move loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N-position: the player to move wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game&apos;s position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one move from the game&apos;s position: a winning move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one move from the game&apos;s position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprague–Grundy value: G(%1, %2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: pile A %1 to %2, pile B %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WythoffHome</name>
    <message>
        <source>both piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two piles: take any number from one pile, or the same number from both. Whoever takes the last stone wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone to take it and every stone above it. The ladder between the piles takes the same number from both: click a rung. In the Wythoff grid (View menu), click any cell one move away to move there; Show P-positions marks the losing positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move loses exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … with φ the golden ratio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 30, 47</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two piles, each up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play impartial stone games against a computer that never makes a mistake.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stonepainter</name>
    <message>
        <source>%1…%2 (%3 digits)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
