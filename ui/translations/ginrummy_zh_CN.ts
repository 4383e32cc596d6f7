<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>版本 {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}。本游戏是自由软件，依据 GNU General Public License 第 3 版或任何更高版本（{expression}）授权，不提供任何担保。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;本游戏：GNU General Public License 第 3 版或更高版本&lt;/h3&gt;&lt;p&gt;金拉米 {version} 是自由软件：你可以依据自由软件基金会发布的 GNU General Public License 的条款，即许可证第 3 版或（由你选择）任何更高版本（SPDX：{expression}），重新分发和/或修改本软件。发布本软件是希望它有用，但不提供任何担保，甚至不提供对适销性或特定用途适用性的默示担保。许可证全文：{gpl}（&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;）。&lt;/p&gt;&lt;p&gt;以上适用于本程序自身的代码、界面表单和规则页面，{copyright}。游戏图标由我们自行绘制，音效由我们自行合成（assets/sounds/PROVENANCE.md），二者均依据 CC0 1.0 贡献至公有领域。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;牌面美术：CC0 1.0（公有领域）&lt;/h3&gt;&lt;p&gt;牌面由 Adrian Kennard 绘制，依据 Creative Commons CC0 1.0 Universal 贡献至公有领域。我们绘制的牌背以及我们对牌面所做的修改，同样依据 CC0 贡献至公有领域。美术素材的来源及我们的修改：{provenance}；许可证全文：{licence}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt 与 Qt for Python：LGPL v3&lt;/h3&gt;&lt;p&gt;本游戏使用 Qt {qt} 和 Qt for Python（PySide6 {pyside}）构建，二者依据 GNU Lesser General Public License 第 3 版（&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;）使用。LGPL 允许你用自己构建的版本替换游戏附带的 Qt 和 PySide6 库。它们的源代码可从 &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; 和 &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt; 获取。Qt 是 The Qt Company Ltd. 的商标。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;许可证文本&lt;/h3&gt;&lt;p&gt;安装好的游戏在其 {texts} 文件夹中附有全部许可证文本和声明（本游戏的、牌面美术的、Qt 的、Python 的以及 PyInstaller 的）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>关于 Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>关于金拉米</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>与电脑对战的金拉米：五档难度，涵盖各种常见流派的规则。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>散牌 {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>散牌 %n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>顺子 + 搭上 {count} 张</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>刻子 + 搭上 {count} 张</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>刻子</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>顺子，搭上了 %n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>刻子，搭上了 %n 张牌</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>暗牌</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>{before}到{after}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation>弃掉 {card}（散牌 {deadwood}），尽管它只差一张牌就能成组</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>弃掉 {card}（散牌 {deadwood}），尽管它离 %n 个组合都只差一张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>现在带着 {deadwood} 点散牌敲牌，赢下这盘的机会反而更小（模拟中有 {percent} 被反超）</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>现在带着 {deadwood} 点散牌敲牌很可能被反超：模拟中有 {percent} 如此，平均每局少得约 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>模拟中，现在带着 {deadwood} 点散牌敲牌比继续打下去平均每局少得约 %n 分（其中有 {percent} 被反超）</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>而不是弃掉 {card}：弃它虽然剩下的散牌最少（{deadwood}），但它能和对手拿走的 {picked} 成组，那样你赢下这盘的机会更小</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>而不是弃掉 {card}：弃它虽然剩下的散牌最少（{deadwood}），但那样你赢下这盘的机会更小</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>而不是弃掉 {card}：弃它虽然剩下的散牌最少（{deadwood}），但它能和对手拿走的 {picked} 成组，模拟中那样平均每局少得约 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>而不是弃掉 {card}：弃它虽然剩下的散牌最少（{deadwood}），但模拟中那样平均每局少得约 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>留下 {card}，它只差一张牌就能成组</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>留下 {card}，它离 %n 个组合都只差一张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>{card} 看来比较安全：对手弃过 {threw}，也没要 {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>{card} 看来比较安全：对手弃过 {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>{card} 看来比较安全：对手没要 {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>不要翻牌</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>不要 {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>弃掉 {card} 打出金：奖励 {bonus} 分，且对方不能搭牌</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>弃掉 {card} 敲牌，散牌 {deadwood} 点</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>模拟中有 {percent} 被反超</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>弃掉 {card}，拆散你的组合 {meld}（散牌 {deadwood}）</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>弃掉 {card}（散牌 {deadwood}）：它离成组还远</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>有风险：对手拿走了 {picked}，能和它成组</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>{card} 是安全牌：对手已经没法用它成组</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>模拟对局中胜率 {percent}</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>拿 {card}：凑成组合 {meld}，散牌 {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>拿 {card}：散牌 {before} → {after}，但会暴露你在收集什么牌</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>{card} 不能减少你的散牌，还会让对手知道你想要什么</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>从牌库盲摸，不要 {card}（拿它的话散牌 {before} → {after}）</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>从牌库摸牌：{card} 对你没用</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>唯一的选择：搭上 {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>对手得 {points} 分</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>从牌库摸牌</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>不要：本局到见底结束，双方都不得分</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>大金：十一张牌全部成组，奖励最高</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>唯一的选择</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>唯一的选择：双方都没要首张翻牌</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>摊出你的组合，能搭的牌都搭上</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>唯一的选择：没有可搭的牌</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>你反超</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>{name} ({key})</source>
        <translation>{name}（{key}）</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>弃掉 {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲牌</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>敲牌（{card}）</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>弃掉 {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>弃掉 {card} 并敲牌</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>结算本局</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>搭牌</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>对方是金，不能搭牌：结算本局（{key}）</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>搭牌并结算本局（{key}）</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>显示最佳打法及理由（{key}）</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>撤销{what}(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>撤销{what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>拿翻牌</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>拿翻牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不要</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>不要翻牌</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>从牌库摸牌</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从牌库摸牌</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>拿弃牌</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>拿弃牌堆顶的牌</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>见底时不要</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>弃掉选中的牌</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>打出金</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>打出金</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>搭牌并结算本局</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>发下一局牌</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新游戏</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>复盘比赛</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>复盘你在本场比赛中的决策和运气</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>复盘本场比赛(&amp;R)…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按点数排序</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>按花色排序</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>整理组合</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>选左边的牌</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>选择左边的一张牌</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>选右边的牌</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>选择右边的一张牌</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>左移</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>把选中的牌向左移</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>右移</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>把选中的牌向右移</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>取消当前选择</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>向上查看</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>将读屏焦点移到上方的位置：牌堆、电脑的牌、摊开的牌（用 ← → 逐张查看一排摊开的牌）</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>向下查看</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>将读屏焦点移到下方的位置，最下方是你的手牌</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>朗读你的牌</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>朗读你的牌：各个组合、散牌及其点数（摊牌时为你摊开的牌）</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>朗读牌桌</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>朗读牌桌：牌库、弃牌堆、已知的电脑手牌（摊牌时为电脑摊开的牌）</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>朗读比分</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>再说一遍</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>重复上一条消息</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>撤销你的上一步</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>所有操作都能用键盘完成；方向键用来选择和移动手中的牌。</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>重打自之前的一场比赛，并非来自本场比赛的种子</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>丢失的发牌种子应保留指纹，且不公开</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>发牌种子应为 %n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>发牌种子的首次发牌编号应为从 0 开始的整数</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>一场比赛的第一个种子应从切牌（第 0 次发牌）开始</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>一场比赛的各个种子必须依次从已进行过的、递增的发牌开始</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>比赛的短语应为文本</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>下一场比赛的种子应为 %n 字节</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每场比赛开始前，程序会从你电脑的随机源中抽取一个秘密种子，并在牌桌上显示它的&lt;b&gt;指纹&lt;/b&gt;（即它的 SHA-256 值）。每副牌都由这个种子、&lt;b&gt;你的短语&lt;/b&gt;和该局的编号算出。种子在程序得知你的短语之前就已固定，因此程序无法挑选对自己有利的牌；而你的短语在这个种子首次发牌时即已固定，早于种子被保存，因此谁也无法挑选一个迎合种子的短语。所以新短语从下一个种子起生效：即下一场比赛，或你公开种子之后的发牌。比赛结束时种子会被公开，任何人都可以重新算出每一副牌：用“验证”按钮，或用游戏源代码中的 &lt;code&gt;tools/verify_deal.py&lt;/code&gt;，它只需要 Python。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>本场比赛无法验证：其存档中有一个发牌种子，本程序无法担保是自己抽取的（手工写入、由旧版本写入或在另一台电脑上写入），或者无法读回，因此其中的牌可能被人挑选过，无论这里的检查结果如何。</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>切牌</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>第 {number} 局发牌</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>不符：{deals} 的牌与种子和短语算出的结果不一致。</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>切牌和第一次发牌重打自之前的一场比赛，并非来自本场比赛的种子。</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>有 %n 次发牌无法验证：恢复比赛时无法读回它们的种子。</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>已公开的种子自己还没有发过牌：没有可检查的内容。</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>暂时没有可检查的内容：种子会在比赛结束时或你主动公开时公开。</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>已检查的 %n 次发牌与其种子和短语相符。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>另有 %n 次发牌可在其种子公开后检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>公平发牌</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>本场比赛的种子和短语</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>验证结果</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>你的短语：</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>你的短语，会混入之后的发牌</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>使用此短语</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>立即公开种子…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>导出以供检查…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>短语至少需要一个字符。</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>短语已生效，但无法保存下来供下次启动时使用。</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>已采用你的短语：它从下一个种子起生效（即下一场比赛，或公开种子之后的发牌）。正在使用的种子保留其首次发牌时的短语。</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>已采用你的短语：它会混入下一次发牌。</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>正在使用的种子还没有发过牌：没有可公开的内容。</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>现在就公开秘密种子吗？公开后它将不再发牌：之后的发牌由一个新种子负责，其指纹会立即显示。</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>导出比赛以供检查</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>比赛 (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>无法导出比赛：{reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>已导出到 {name}。可用以下命令检查：python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>已丢失：无法读回，因此它的发牌无法验证</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>据本程序判断并非由它抽取：无法担保它的发牌</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>已公开：&lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>保密；下一次发牌由它负责（如果你在那之前退出，下次启动时会抽取一个新种子，指纹也随之更新）</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>保密，直到比赛结束</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;种子 {number}&lt;/b&gt;（自第 {deal} 次发牌起）&lt;br&gt;指纹 &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;下一场比赛&lt;/b&gt;将从以下指纹的种子开始：&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt;（请先记下它，再选择你的短语）。程序运行期间它保持不变：没有发过牌的种子永远不会被保存，所以如果你在下一场比赛开始前退出，下次启动时会抽取一个新种子，指纹也随之更新。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>使用过的短语</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>“{phrase}”</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>切牌定发牌方：{phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>第 {number} 次发牌：{phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} 不是文件</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} 是命名管道，不是文件</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} 是文件夹，不是文件</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} 是套接字，不是文件</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} 是设备，不是文件</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} 不是普通文件</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>与朋友对战</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>朋友看到的名字：1 到 40 个字符</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>创建或加入</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>创建游戏(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>加入游戏(&amp;J)</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>游戏无法在这台电脑上等候朋友连接。</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>正在等候朋友…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>你已停止等候连接。</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>有朋友正在连接…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>邀请码已复制：请把它发给你的朋友。正在等候朋友…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name}（{address}）</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>你的网络中有 {name} 的游戏。</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>正在连接 {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>请比对核对数字：{numbers}。</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>正在等候 {friend} 接受你的规则：</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} 加入了你的游戏。</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>正在等候 {friend} 的规则…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>你已与 {friend} 连接。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>你朋友的程序发来了一条不该在此时出现的消息：连接已结束。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>你朋友的程序发来了本程序无法读取的规则（对方可能是其他版本的游戏）：连接已结束。</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} 请你按以下规则对战：</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>{friend} 的规则已送达。{rules} 请选择接受或拒绝。</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>你向 {friend} 提出的规则：</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} 拒绝了你的规则。你可以重新创建，或者取消后在设置中选择其他规则。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>你朋友的程序发来了本程序无法读取的答复：连接已结束。</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>你拒绝了 {friend} 的规则，{friend} 已收到通知。你可以返回加入其他游戏，或者取消。</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>规则已谈妥：比赛开始。</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>你朋友的程序还没打招呼，连接就关闭了。</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} 结束了连接。</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>有一个连接进来，但始终没有按本游戏的方式打招呼：已将其结束。</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>你朋友的程序没有回应。请检查地址是否正确、朋友是否已创建游戏，以及对方的防火墙是否允许本游戏通过。</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>再次等候朋友…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>请先填写你的名字：1 到 40 个字符，只占一行。</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>请输入朋友的地址和端口（如 192.168.1.20:50123），或者对方的邀请码。</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>这个邀请码输错了：请和朋友逐个字符核对。</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>请输入地址，并在冒号后加上端口（如 192.168.1.20:50123），或者输入邀请码。</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>端口是冒号后面 1 到 65535 之间的数字：192.168.1.20:50123。</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>IPv6 地址要放在方括号里，后面接冒号和端口：[2001:db8::5]:50123。</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>“{address}”不是有效的地址。</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>你创建游戏，朋友从自己的电脑加入。在你开始等候连接之前，游戏不会在网络上监听任何连接。</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>开始等候连接(&amp;S)</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>等候朋友连接，并让你网络中的电脑看到你的游戏</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>邀请码使用的地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>邀请码中的地址</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>选择这台电脑的一个地址；如果朋友通过互联网连接，请输入你的公网地址</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>复制邀请码</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>停止等候连接(&amp;T)</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>朋友需要接受你在设置中选定的规则：</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>同一网络中的朋友会在列表中看到你的游戏，也可以输入这台电脑的以下任一地址：
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>这台电脑在网络上没有地址：朋友只能通过这台电脑自己的名称和端口 {port} 连接。</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>如果朋友通过互联网连接，你的路由器必须把端口 {port} 转发到这台电脑，邀请码也必须包含你的公网地址（可在路由器中查看，请填在上方）。Windows 或 macOS 可能会询问是否允许本游戏通过防火墙：请选择允许，否则朋友无法连接。</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>邀请码：{code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>没有邀请码：请在上方输入 IPv4 或 IPv6 地址。</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>你网络中的游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>你网络中的游戏</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>按 Enter 加入所选游戏</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>还没有找到游戏。请让朋友创建游戏，或在下方输入对方的地址或邀请码。</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>地址或邀请码(&amp;C)：</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>地址或邀请码</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 或 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>连接(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>接受规则(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>重新创建(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>结束此连接，加入其他游戏</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>核对数字：{numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>请和 {friend} 当面念出或发消息比对这四个数字：两边屏幕上的数字必须相同。如果不同，说明网络上有人夹在你们之间：请取消，不要开始对战。</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>连接失败：{reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>你朋友的程序使用的游戏协议版本与本程序（版本 {ours}）不同：你们需要使用同一版本。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>你朋友的程序使用游戏协议版本 {theirs}，本程序使用版本 {ours}：你们需要使用同一版本。</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>对方不是本游戏：连接已结束。</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>连接已结束：你朋友的程序发来的消息比本游戏的任何消息都大。</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>连接已结束：你朋友的程序发来的不是本游戏的消息。</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>连接已结束：有消息在途中被改动，或未用你们连接的密钥封印。</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>连接已结束：有消息重复到达或顺序错乱。</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>无法读取与朋友的比赛存档（{reason}）；已将其移走，保留为“{name}”。</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>你朋友的程序发来的一副牌里有不是牌的东西。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>你朋友的程序发来的一副牌不是 52 张各不相同的牌。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>你朋友的程序发来了一个揭示不出任何牌的密钥。</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>同一张牌出现在了这副牌的两个位置上。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>你朋友的程序公开的密钥与它在发牌前承诺的不一样。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>你朋友的程序公开的密钥格式不正确。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>你朋友的程序洗牌的方式与其密钥不符：有一张牌在扣着时被换掉了。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>你朋友的程序扣牌的方式与其密钥不符。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>你朋友的程序用一个事先没有承诺的密钥亮出了一张牌。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>你朋友的程序以它手中的牌走出了规则不允许的一步。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>你朋友的程序没有亮出它这一步应该亮出的牌。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>你朋友的程序亮出了一张此时不能亮出的牌。</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what}比赛已中止；对方发来的内容已作为证据保存。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>你朋友的程序发来的消息不合时机或超出范围。比赛已中止。</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>你的朋友离开了：比赛还没结束，连接就关闭了。</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>与 {friend} 的连接断开了。比赛最多会等待 %n 分钟让连接恢复；在此期间你可以继续打牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>与 {friend} 的连接已恢复：比赛继续。</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} 没有在 %n 分钟内回来：比赛结束。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>{friend} 的程序在这一局结束后 %n 秒内没有公开密钥，因此无法核验发牌：判 {friend} 输掉本场比赛。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>无法向电脑发出询问（{error}）</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>电脑在 %n 秒内没有应答</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>电脑选择了不合规则的一步：{move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>电脑的这一步被拒绝了（{error}）</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>窗口和菜单</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>在牌桌和面板按钮之间切换</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>按下当前有焦点的按钮</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>使用读屏软件</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>牌桌会被读作一组位置：上方是电脑的手牌，中间是牌库、弃牌堆和敲牌区，下方是你的手牌，摊牌时还有双方摊开的牌。&lt;i&gt;你的手牌&lt;/i&gt;按顺序列出你的牌，并注明每张牌所属的组合；每张牌可执行“选择”“弃牌”和“用这张牌敲牌”，牌库可执行“摸牌”，弃牌堆可执行“拿走顶牌”。↑ 和 ↓ 在各位置之间移动读屏焦点，← 和 → 沿一排摊开的牌移动。C 朗读你的牌及其组合和散牌，T 朗读牌桌，W 朗读比分，A 重复上一条消息。</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>牌桌拥有键盘焦点时，发生的事会即时播报：电脑的每一步、你摸到的牌、被拒绝的操作及原因、提示、敲牌以及每局的结果。在 Linux 上，这些内容通过读屏焦点所在的牌或位置播报，由 Orca 朗读（已在 Orca 43 和 48 上测试）；在 Windows 和 macOS 上，则以 Qt 通知的形式发送给 NVDA、讲述人和 VoiceOver。</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Shift+←</source>
        <translation>Shift+←</translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation>Shift+→</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
</context>
<context>
    <name>LocalGames</name>
    <message>
        <source>This computer is on no local network, so your game cannot be shown there. Your friend can still join with the invite code.</source>
        <translation>这台电脑没有连接任何局域网，因此无法在局域网中显示你的游戏。朋友仍然可以用邀请码加入。</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>无法在局域网中显示你的游戏（{reason}）。朋友仍然可以用邀请码加入。</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>无法在局域网中查找游戏（{reason}）。你仍然可以用邀请码加入朋友的游戏。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>存档无法读取</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>存档保存在 {folder}。</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>无法保存游戏（{problem}）；游戏将在不保存的情况下继续。</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>正在思考提示…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>这次没有提示。</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>放弃这盘游戏吗？</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>电脑 · {level}  —  思考中…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>电脑 · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · 你的朋友  —  思考中…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · 你的朋友</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>电脑出错：{problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>电脑玩家出错（{problem}），已改用一个简单的走法。</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>音效(&amp;O)</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>打开或关闭音效（音量在“设置”中调节）</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>音效</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>这台电脑上找不到音频输出设备，游戏将保持静音。</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}：{hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>记分表(&amp;S)</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>与另一台电脑上的朋友对战</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>显示记分表</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>统计(&amp;I)…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>显示你的统计</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>牌局记录(&amp;H)…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>回看已结束的牌局</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>公平发牌(&amp;F)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>退出（这场比赛会保留到下次）</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>显示游戏规则</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>与朋友对战(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>键盘操作(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>关于金拉米(&amp;A)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>电脑玩家的记忆无法使用（{error}）</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>无法把它恢复到牌桌上（{error}）</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>无法读回本场比赛的秘密种子，因此至今为止的发牌已无法验证；之后的发牌将来自一个新种子。</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>本场比赛已被标记为无法验证：其存档中有一个发牌种子，本程序无法担保是自己抽取的（手工写入、由旧版本写入或在另一台电脑上写入），或者无法读回，因此其中的牌可能被人挑选过。比赛照常继续，其各局会在统计中单独计算。</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>这是本场比赛较早的一个存档：统计中已经记录了它之后的 %n 局。这些结果会保留，从这里开始打的局将单独计算。</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>一项已保存的设置无法读取，已被重置：{problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>一项已保存的设置无法读取，已被重置：{problem}（另有 %n 项；详见日志）</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>放弃这盘游戏吗？{score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>种子已公开；之后的发牌来自一个新种子，指纹为 {digits}。</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>与朋友比赛时不提供提示。</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>与朋友比赛时不能撤销。</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>还没有开始游戏。</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>调整手牌顺序</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>已撤销{what}。</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>设置已保存。</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>无法保存设置（仅在本次运行中有效）。</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>新规则从下一盘开始生效。</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>新外观从下一局开始生效。</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>今天 {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>已恢复你的游戏。</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>已恢复你 {when} 的游戏。</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>无法读取你的存档：{problem}。已开始新游戏。</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>无法读取你的存档：{problem}。原文件已保留为“{kept}”。已开始新游戏。</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>电脑从牌库摸了一张牌</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} 从牌库摸了一张牌</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>还没有组合。</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>散牌：</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>散牌，按你的排法 · 最优 {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>散牌</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>最佳弃牌后为 {points}</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>弃掉 {card} 后为 {points}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>“整理组合”（{key}）可采用最优排法</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>{limit} 点或以下可敲牌</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>仅限金</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>可从“游戏”菜单开始新游戏（{key}）或复盘本场比赛（{review}）。</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>按&lt;b&gt;下一局&lt;/b&gt;（{key}）重新发牌。</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>发牌中</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>正在发牌。</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>电脑的回合</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>{friend} 的回合</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>你的回合</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>电脑正在往你的组合上搭牌。</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} 正在往你的组合上搭牌。</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>电脑正在决定是否拿翻牌。</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} 正在决定是否拿翻牌。</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>请等电脑摸牌和弃牌。你可以趁机整理手牌。</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>请等 {friend} 摸牌和弃牌。你可以趁机整理手牌。</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>拿翻牌 {card}（{take}），或者不要（{pass_key}）。</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>见底：只有为了敲牌才能拿 {card}（{take}），否则不要（{pass_key}）。</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>你必须从牌库摸牌（{draw}）：双方都没要翻牌。</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>从牌库摸牌（{draw}），或从弃牌堆拿 {card}（{take}）。</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>电脑打出了金：没有可搭的牌。请按&lt;b&gt;结算本局&lt;/b&gt;（{key}）。</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} 打出了金：没有可搭的牌。请按&lt;b&gt;结算本局&lt;/b&gt;（{key}）。</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>电脑敲牌了。按&lt;b&gt;搭牌&lt;/b&gt;（{key}）搭牌并计分。</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} 敲牌了。按&lt;b&gt;搭牌&lt;/b&gt;（{key}）搭牌并计分。</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>弃牌：把一张牌拖到弃牌堆，或选中后按 {discard}。你可以打出&lt;b&gt;金&lt;/b&gt;（{gin}）！</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>弃牌：把一张牌拖到弃牌堆，或选中后按 {discard}。你可以&lt;b&gt;敲牌&lt;/b&gt;（{knock}）！</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>弃牌：把一张牌拖到弃牌堆，或选中后按 {discard}。</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>最终比分：&lt;b&gt;你&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;电脑&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>最终比分：&lt;b&gt;你&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;你&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;电脑&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;你&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>打到 {target} 分 · {rules}规则</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>弃掉 {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>弃掉 {card} 并敲牌</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>从牌库摸牌</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>拿弃牌堆的牌</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>不要</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>宣布大金</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>搭牌</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>继续打</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;提示：{action}（按 {key}）。&lt;/b&gt;{reason}。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;提示：{action}。&lt;/b&gt;{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>教我：比“{played}”更好的是“{better}”（平均每局多得约 %n 分）。{reason}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>教我（第 {hand} 局）：比“{played}”更好的是“{better}”（平均每局多得约 %n 分）。{reason}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>已知电脑手中的牌：</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>已知 {friend} 手中的牌：</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>下一场比赛指纹 {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>下一次发牌指纹 {digits} · 本局种子已公开</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>发牌指纹 {digits} · 无法验证</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>发牌指纹 {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>第 {number} 局 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>新游戏 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>第 {number} 局 · 你发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>新游戏 · 你发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>第 {number} 局 · 电脑发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>第 {number} 局 · {friend} 发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>新游戏 · 电脑发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>新游戏 · {friend} 发牌 · 牌库 {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>对手：&lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>对手：&lt;b&gt;{level}（{player}）&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>电脑没有发来可用的记忆</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>电脑进程已停止</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>电脑进程已被替换</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>电脑没有发来记忆</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>第 {number} 局：你发牌</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>第 {number} 局：电脑发牌</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>第 {number} 局：{friend} 发牌</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>第 {number} 局 · 你发牌 · 进行中</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>第 {number} 局 · 电脑发牌 · 进行中</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>第 {number} 局 · 你发牌 · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>第 {number} 局 · 电脑发牌 · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>你摊出了组合（对金不能搭牌）</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>电脑摊出了组合（对金不能搭牌）</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} 摊出了组合（对金不能搭牌）</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>你没有可搭的牌</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>电脑没有可搭的牌</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} 没有可搭的牌</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>你搭上了 {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>电脑搭上了 {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} 搭上了 {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>你打出了大金</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>电脑打出了大金</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} 打出了大金</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>你打出了金（弃掉 {card}）</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>电脑打出了金（弃掉 {card}）</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} 打出了金（弃掉 {card}）</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>你敲牌，散牌 {deadwood} 点（弃掉 {card}）</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>电脑敲牌，散牌 {deadwood} 点（弃掉 {card}）</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} 敲牌，散牌 {deadwood} 点（弃掉 {card}）</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>你拿了翻牌 {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>电脑拿了翻牌 {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} 拿了翻牌 {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>你从牌库摸到：{card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>电脑从牌库摸到：{card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} 从牌库摸到：{card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>你从弃牌堆拿了 {card}</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>电脑从弃牌堆拿了 {card}</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} 从弃牌堆拿了 {card}</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>你弃掉 {card}（牌库只剩两张：见底）</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>电脑弃掉 {card}（牌库只剩两张：见底）</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} 弃掉 {card}（牌库只剩两张：见底）</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>你弃掉 {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>电脑弃掉 {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} 弃掉 {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>见底时你选择不要</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>见底时电脑选择不要</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>见底时 {friend} 选择不要</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>你没要翻牌</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>电脑没要翻牌</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} 没要翻牌</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>本局的每一步</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ 开头</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>本局开头（{key}）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 后退</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>后退一步（{key}）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>前进 ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>前进一步（{key}）</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>结尾 ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>本局结尾（{key}）</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>导出本局…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>把截至本局结束的比赛导出到文件</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>导出比赛…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>把整场比赛导出到文件</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>复盘比赛…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>将本场比赛已结束各局中的每个决策与最佳打法对比评估，并衡量牌运</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>再打一次，对手：</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>“重打这副牌”的对手难度</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>重打这副牌</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>还没有打过比赛。</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>本场比赛还没有打完的局。</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>无法打开“{name}”。{reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>已打开“{name}”。</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>比赛 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>第 {step} 步，共 {count} 步</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>开始一场新比赛，第一局使用这些牌和这位发牌方</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>开始一场新比赛，第一局使用这些牌和这位发牌方，并沿用当初发牌时的规则（{rules}）</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>导出比赛</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>导出截至本局的比赛</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>比赛 (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>无法导出比赛：{reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>比赛已导出到“{name}”。</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>截至第 {number} 局的比赛已导出到“{name}”。</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>尚未公开的种子所发的牌，要等它公开后才能检查。</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>已复盘的比赛</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>当前比赛</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>已用第 {number} 局的牌开始一场新比赛，对手：{level}。</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>当前比赛</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>这一步时的牌桌</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>还没有可显示的已完成牌局。</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>你敲牌 · 散牌 {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>电脑敲牌 · 散牌 {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>你 · 散牌 {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>电脑 · 散牌 {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>牌库 {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>弃牌堆 · %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>接下来：你可以拿翻牌，或者不要</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>接下来：电脑可以拿翻牌</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>接下来：你摸牌</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>接下来：电脑摸牌</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>接下来：你弃牌</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>接下来：电脑弃牌</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>接下来：你往电脑的组合上搭牌</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>接下来：电脑往你的组合上搭牌</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>牌库摸完之前无人敲牌。</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>不计分：由同一发牌方重新发牌。</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>黑桃翻牌，得分翻倍（× {multiplier}）</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>金！你得 {points} 分</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>金！电脑得 {points} 分</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>大金！你得 {points} 分</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>大金！电脑得 {points} 分</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>反超！你得 {points} 分</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>反超！电脑得 {points} 分</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>你敲牌，得 {points} 分</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>电脑敲牌，得 {points} 分</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>你有 {deadwood} 点散牌（对金不能搭牌）。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>电脑有 {deadwood} 点散牌（对金不能搭牌）。</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>散牌 {deadwood} + 大金奖励 {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>散牌 {deadwood} + 金奖励 {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>你敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>金！{friend} 得 {points} 分</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>大金！{friend} 得 {points} 分</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>反超！{friend} 得 {points} 分</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} 敲牌，得 {points} 分</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>电脑敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} 敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>差值 {difference} + 反超奖励 {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>差值：防守方 {defender} − 敲牌方 {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} 有 {deadwood} 点散牌（对金不能搭牌）。</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>你有 {deadwood} 点散牌（没有可搭的牌）。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>电脑有 {deadwood} 点散牌（没有可搭的牌）。</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} 有 {deadwood} 点散牌（没有可搭的牌）。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>你搭出 {cards}（{points}）后，还剩 {deadwood} 点散牌。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>电脑搭出 {cards}（{points}）后，还剩 {deadwood} 点散牌。</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{friend} 搭出 {cards}（{points}）后，还剩 {deadwood} 点散牌。</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>你 {you} · 电脑 {computer}（第 1 盘，共 3 盘，每盘打到 {target} 分）</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>你 {you} · {friend} {theirs}（第 1 盘，共 3 盘，每盘打到 {target} 分）</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>你 {you} · 电脑 {computer}（打到 {target} 分）</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>你 {you} · {friend} {theirs}（打到 {target} 分）</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>最终比分：你 {you} · 电脑 {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>最终比分：你 {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>比赛打平</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>你赢得了比赛！</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>电脑赢得了比赛</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} 赢得了比赛</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>最终比分：你 {you} · 电脑 {computer}，分差 {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>最终比分：你 {you} · {friend} {theirs}，分差 {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>各局得分：你 {you} · 电脑 {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>各局得分：你 {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>胜局奖励：你 {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>赢盘奖励：你 +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>赢盘奖励：电脑 +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>胜局奖励：你 {you_hands} × {each} = {you_bonus} · 电脑 {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>完封：你的得分翻倍（全部）</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>完封：电脑的得分翻倍（全部）</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>完封：你的得分翻倍（各局得分和赢盘奖励）</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>完封：电脑的得分翻倍（各局得分和赢盘奖励）</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>流局。</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>黑桃翻牌使得分乘以 {multiplier}。</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>金！你得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>金！电脑得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>大金！你得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>大金！电脑得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>反超！你得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>反超！电脑得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>你敲牌，得 %n 分。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>赢盘奖励：{friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>完封：{friend} 的得分翻倍（全部）</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>完封：{friend} 的得分翻倍（各局得分和赢盘奖励）</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>金！{friend} 得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>大金！{friend} 得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>反超！{friend} 得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>电脑敲牌，得 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} 敲牌，得 %n 分。</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} 点散牌加上大金奖励 {bonus}，共 {total} 分。</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} 点散牌加上金奖励 {bonus}，共 {total} 分。</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>差值 {difference} 加上反超奖励 {bonus}，共 {total} 分。</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>差值为防守方的 {defender} 减去敲牌方的 {knocker}，等于 {total}。</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>第 1 盘（共 3 盘）的比分：你 {you}，电脑 {computer}，每盘打到 {target} 分。</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>第 1 盘（共 3 盘）的比分：你 {you}，{friend} {theirs}，每盘打到 {target} 分。</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>比分：你 {you}，电脑 {computer}，本盘打到 {target} 分。</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>比分：你 {you}，{friend} {theirs}，本盘打到 {target} 分。</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>比赛打平。</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>最终比分：你 {you}，电脑 {computer}。</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>最终比分：你 {you}，{friend} {theirs}。</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>电脑赢得了比赛。</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} 赢得了比赛。</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>最终比分：你 {you}，电脑 {computer}，分差 {margin}。</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>最终比分：你 {you}，{friend} {theirs}，分差 {margin}。</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>各局得分：你 {you}，电脑 {computer}。</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>各局得分：你 {you}，{friend} {theirs}。</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>胜局奖励：你 {you_hands} 乘以 {each}，得 {you_bonus}；{friend} {their_hands} 乘以 {each}，得 {their_bonus}。</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>你的赢盘奖励为 {bonus}。</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>电脑的赢盘奖励为 {bonus}。</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>胜局奖励：你 {you_hands} 乘以 {each}，得 {you_bonus}；电脑 {computer_hands} 乘以 {each}，得 {computer_bonus}。</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}。</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>{friend} 的赢盘奖励为 {bonus}。</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>第 {number} 盘：{line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>比赛复盘：{name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>比赛复盘</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>已复盘 %n 局。分数均为局分：一局中某位玩家的得分减去对手的得分。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>你的运气 {yours}，电脑的运气 {theirs}；你运气修正后的结果 {adjusted}。</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>复盘中止：第 {number} 局无法复盘。</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>复盘中止：复盘第 {number} 局的进程意外结束。</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>你这一局的价值、运气与失误</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>本局中你的手牌价值、运气与失误变化图</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>价值：就你当时所能知道的，你每一步之后手牌值多少分。净运气：到目前为止你的运气减去电脑的运气。失误：到目前为止你的决策损失的分数，画在零线以下。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>价值</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>净运气</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>尚未显示任何牌局。</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>截至第 {step} 步，你的手牌价值 {value} 分，你的运气减去电脑的运气为 {luck} 分，你的失误已损失 {error} 分。</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>本场比赛还没有已结束的牌局：没有可复盘的内容。</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>复盘进度</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>本局的决策</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>本局的发牌与摸牌及其运气</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>发牌与摸牌</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>仅汇总本局(&amp;T)</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>汇总只计算下面所选的这一局，而不是整场比赛</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>也评估电脑的决策(&amp;V)</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>同样评估电脑的每个决策并为其评级：复盘用时约为两倍</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>在牌局记录中显示(&amp;S)</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>在牌局记录中显示该决策所在的步骤，并将最佳打法与实际打法并列（按 Enter 或双击该行效果相同）</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>将复盘导出到文件：网页（.html）或纯文本（.txt）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>正在复盘比赛…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>导出复盘</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>网页 (*.html *.htm);;纯文本 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>无法导出复盘：{reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>复盘已导出到“{name}”。</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>进行中的牌局将在结束后复盘。</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · 进行中的牌局将在结束后复盘</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>可疑</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>严重错误</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>非常不走运</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>不走运</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>走运</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>非常走运</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲牌</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>组合</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>本场比赛中，你的水平相当于入门难度。</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>本场比赛中，你的水平相当于简单难度。</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>本场比赛中，你的水平相当于中等难度。</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>本场比赛中，你的水平相当于困难难度。</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>本场比赛中，你的水平相当于专家难度。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>本场比赛中，电脑的水平相当于入门难度。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>本场比赛中，电脑的水平相当于简单难度。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>本场比赛中，电脑的水平相当于中等难度。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>本场比赛中，电脑的水平相当于困难难度。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>本场比赛中，电脑的水平相当于专家难度。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从牌库摸牌</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>从弃牌堆拿 {card}</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>拿弃牌</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>拿翻牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不要</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>弃掉 {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>弃掉 {card} 并打出金</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>弃掉 {card} 并敲牌</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>大金</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>亮出组合 {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>你的决策都未经复盘，因此无法评级。</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>电脑的决策都未经复盘，因此无法评级。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策数</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>可疑 ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>错误 ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>严重错误 ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>每次决策失误</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>水平相当于</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>运气</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>运气修正后结果</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}：决策 {decisions} 次，可疑 {doubtful} 次，错误 {bad} 次，严重错误 {very_bad} 次；每次决策失误 {rate}；水平相当于{level}；运气 {luck}；结果 {result}；运气修正后结果 {adjusted}。</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>行动方</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>实际打法</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳打法</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>第 {step} 步，{who}，{kind}：{played}。最佳打法：{best}。失误 {error} 分，{mark}。</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>第 {step} 步，{who}，{kind}：{played}。最佳打法：{best}。失误 {error} 分。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>第 {step} 步，{who}：{card}，运气 {luck} 分，{mark}。</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>第 {step} 步，{who}：{card}，运气 {luck} 分。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>第 {number} 局：你得 {points} 分</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>第 {number} 局：电脑得 {points} 分</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>第 {number} 局：不计分</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}，有标记的决策 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>已复盘 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>正在复盘第 {hand} 局，共 {count} 局…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>第 {number} 局复盘完毕，共 {count} 局。</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · 更好：{best}（{error} 分）</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}。更好的打法：{best}，多得 {error} 分。</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark}的决策。更好的打法：{best}，多得 {error} 分。</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}：{verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>敲牌上限</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>{knock_limit} 点或以下可敲牌</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>俄克拉何马</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>首张翻牌决定敲牌上限</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>俄克拉何马：翻牌为 A 时可 1 点敲牌</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>翻牌为 A 时允许散牌 1 点敲牌</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>俄克拉何马：黑桃翻倍</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>翻牌为黑桃时本局得分翻倍</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>金奖励</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>金 {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>大金</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>大金 {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>无大金</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>大金奖励</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>反超奖励</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>反超 {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>平分算反超</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>平分算反超</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>胜局奖励</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>胜局奖励 {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>赢盘奖励</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>赢盘奖励 {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>目标分数</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>打到 {target} 分</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>完封翻倍</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>完封不翻倍</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>完封全部翻倍</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>完封时全部得分翻倍</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>允许搭牌</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>不许搭牌</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>只认顺子</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>只认顺子</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>可弃掉刚拿的牌</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>刚拿的牌可以立即弃回</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>下局发牌方</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>轮流</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>上一局的赢家</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>见底时可拿最后一张弃牌敲牌</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>见底时仍可拿最后一张弃牌，但只能用来敲牌</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>从弃牌堆拿牌多次后流局</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>好莱坞</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>好莱坞计分（三盘同时进行）</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>纯金</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>现代规则：金 25，大金 31，反超 25，胜局 25，打到 100 分。</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>较早的规则书：金 20，无大金，反超 10，胜局 20。</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>首张翻牌决定敲牌上限；黑桃翻牌使本局翻倍；打到 150 分。</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>不许敲牌：只有金才能结束一局。</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>三盘同时计分，每盘都打到目标分数。</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>用于评测电脑玩家：无大金、无奖励、完封不翻倍。</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>研究（EAAI）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>仅限金（不许敲牌）</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>你正在使用&lt;b&gt;{name}&lt;/b&gt;规则：{summary}。</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>金拉米玩法</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}，打到 {target} 分</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>这副牌将按当初发牌时的规则（{rules}）重打，对手：{level}。</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>“新游戏”会恢复为你的设置。</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>新游戏使用你的设置：{rules}，对手：{level}。</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>文件太大，不可能是存档（%Ln 字节）</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>比赛无法重放：{reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>比赛记录格式有误（{error}）</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>文件不是文本（已损坏或不是存档）</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>文件不是完整的 JSON（被截断或已损坏）</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>文件不是比赛存档</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>文件含有无效的文本字符（已损坏或被编辑过）</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>文件不是本程序的比赛存档</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>存档的版本（{version}）不是本程序能读取的版本</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>存档缺少字段或含有未知字段</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>存档已被修改或损坏（校验和不符）</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>存档中的对手或牌桌部分格式有误</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>存档的发牌种子缺失，或使用了未知的生成方式</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>存档的发牌种子或短语格式有误</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>存档列出的发牌次数超过了任何比赛可能达到的数量</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>存档中的短语不是简短的文本</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>存档中“无法验证”标记的值既不是 true 也不是 false</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>存档的发牌种子无法使用：{reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>发牌种子应为一个对象</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>发牌种子的“已公开”标记应为 true 或 false</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>发牌种子的首次发牌编号应为整数</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>发牌种子的指纹应为 64 位十六进制数字</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>发牌种子应为 64 位十六进制数字</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>发牌种子缺少指纹</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>不含种子本身的发牌种子应保留指纹，并且保密</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>发牌种子的“已丢失”标记应为 true 或 false</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>存档中的发牌与其记录不符（缺少一次发牌）</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>存档中的牌不是其种子发出的牌（被手工改过？）</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>存档列出了一个从未发过牌的发牌种子（本程序不会写入这样的种子）</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>存档中的难度 {level} 不在 1 到 5 之间</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>存档中的玩家种子 {seed} 无法使用</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>存档中电脑玩家的记忆不是一个对象</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>存档中的手牌顺序无法使用：{reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>存档中的手牌分组不是由大小组成的列表</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>存档中的手牌分组（{groups}）多于手牌顺序中的牌数（{cards}）</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>存档中的手牌分组 {groups} 与手牌顺序对不上</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>存档中的手牌顺序不是由牌组成的列表</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>存档中的手牌顺序有 %Ln 张牌（一手牌最多 {most} 张）</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>存档中的手牌顺序里有一张牌出现了两次</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>存档中受协助牌局的列表格式有误</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>存档中的日期 {date} 不是有效日期</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>无法写入 {name}：{reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>“{name}”是一个既无法读取、也无法移走的存档；它会被保留，在它被移走或改名之前，本局游戏不会保存到它上面</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>读取时发生意外错误（{error}）</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>无法读取文件（{reason}）</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>文件太大，不可能是存档</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}；它无法被移走，因此仍保留为“{name}”，本局游戏不会保存到它上面</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>记分表</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · {rules}规则</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>发牌方</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>胜局奖励</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>赢盘奖励</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>完封</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>分差</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>每位玩家的胜局奖励：每赢一局得固定分数</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>赢盘奖励，归先达到目标分数的玩家</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>输家一局未赢时的额外得分（赢家得分翻倍）</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>每盘的总分：各局得分之和，一盘结束后再加上各项奖励</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>赢家总分减去输家总分</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲牌</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>反超</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>金</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>大金</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>敲牌</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>反超</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>金</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>大金</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>你在第 {game} 盘的累计得分</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>{name}在第 {game} 盘的累计得分</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>第 {game} 盘
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>第 {hand} 局未计入第 {game} 盘</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>第 {game} 盘：{name} +{points}，累计 {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>每盘的总分：各局得分之和，一盘结束后再加上各项奖励。比赛：{first_name} {first}，{second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>第 {hand} 局，你发牌</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>第 {hand} 局，{name}发牌</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}：流局，无人得分</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}：你得 {points} 分（{outcome}）</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}：{name}得 {points} 分（{outcome}）</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}；你敲牌时散牌 {knocker_deadwood}，{defender}的散牌 {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}；{knocker}敲牌时散牌 {knocker_deadwood}，你的散牌 {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}；{knocker}敲牌时散牌 {knocker_deadwood}，{defender}的散牌 {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>见组合就凑，敲牌偏晚，有时会错过有用的翻牌。</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>只为成组才拿翻牌，尽量压低散牌，一能敲牌就敲。</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>还会安全地弃牌、留意哪些牌已成死牌，并根据被反超的风险把握敲牌时机。</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>还会从你拿的牌推断你的手牌，并按每次摸牌可能组成的组合来权衡。</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>每一步之前都会推演可能的牌局：最强，也最慢。</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
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
        <source>{value} is not text</source>
        <translation>{value} 不是文本</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} 比任何此类设置都长</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>保存的文本中含有无效字符</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} 不是整数</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} 既不是 true 也不是 false</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} 不是 off、fast、normal 之一</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>{name}规则</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} 无法使用</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>保存的规则改动嵌套过深</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}；改用未经修改的{preset}规则</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} 不是规则预设</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>无法读取保存的值（{error}）</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}；改用 {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} 不是 1 到 5 之间的难度</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} 不是一套规则</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} 不是 {low} 到 {high} 像素之间的高度</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} 不是 {low} 到 {high} 之间的音量</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} 不是 {choices} 之一</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} 不是 #RRGGBB 格式的颜色</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} 不是有效的动画速度</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} 不是游戏支持的语言</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>按你自己的需要组合下面的设置。</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>规则不成立：{problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>系统语言（{language}）</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>以初始窗口大小的牌桌为准的牌高（像素）；窗口更大时，牌会随牌桌一起放大，最大可达此高度的 {scale} 倍</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>提供提示（{key}）并指出最佳弃牌(&amp;H)</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>“提示”按钮（{key}）会显示最佳打法及理由；面板会指出最佳弃牌（用过提示的局算作受协助）</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>允许撤销失误（{key}）(&amp;U)</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} 可撤销你的上一步，前提是这样做不会让你看到任何新信息（用过撤销的局算作受协助）</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>牌桌颜色</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>游戏使用的语言；切换立即生效，无需重启</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>电脑难度(&amp;D)：</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>电脑的牌技高低</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>当你的某一步明显不如最佳打法时，对局记录里会悄悄添上一条说明，指出哪一步更好以及原因</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>教我：我走出明显较差的一步时告诉我(&amp;T)</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>在一场比赛的前三局，牌桌上会有一行文字告诉你现在可以做什么、怎么做；打完第一场比赛后会自动关闭</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>比赛的前几局在牌桌上显示小提示(&amp;I)</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>发牌、摸牌、弃牌、敲牌、金、搭牌，以及每局和每场比赛输赢时的音效</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>播放音效(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>游戏音效的音量；永远不会超过系统音量</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>规则预设(&amp;P)：</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>选择一个预设，自动填好下面的所有规则</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>敲牌与出牌</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>敲牌上限(&amp;K)：</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>玩家敲牌时允许的最高散牌点数（0：仅限金）</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0（仅限金）</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>俄克拉何马：首张翻牌的点数即为本局的敲牌上限（人头牌算 10）</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>俄克拉何马：首张翻牌决定上限(&amp;O)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>俄克拉何马：翻牌为 A 时仅限金，除非此项允许 1 点敲牌</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>俄克拉何马：翻牌为 A 时允许 1 点敲牌(&amp;C)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>俄克拉何马：首张翻牌为黑桃时，本局得分翻倍</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>俄克拉何马：黑桃翻牌使本局翻倍(&amp;D)</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>防守方可以把牌搭到敲牌方的组合上</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>允许搭牌(&amp;L)</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>只有顺子算组合；同点数的牌不算</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>只认顺子（不算刻子）(&amp;U)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>刚从弃牌堆拿的牌可以直接弃回</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>可弃掉刚拿的牌(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>下局发牌方(&amp;N)：</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>由谁发下一局牌（流局后由同一发牌方重新发牌）</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>牌库只剩两张（见底）时，下一位玩家仍可拿最后一张弃牌，但只能用它来敲牌（“第 50 张牌”规则）</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>见底时可拿最后一张弃牌来敲牌(&amp;W)</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>从弃牌堆拿牌达此次数后流局：</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>一局中从弃牌堆拿牌达到此次数后，再弃一张牌本局即告结束、不计分（防止双方无休止地互换弃牌）</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>金奖励(&amp;G)：</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>有人打出金时，加在防守方散牌上的分数</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>大金：摸牌后 11 张牌全部成组，无需弃牌即可宣布</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>大金奖励(&amp;B)：</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>打出大金时，加在防守方散牌上的分数</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>反超奖励(&amp;S)：</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>防守方反超时，加在差值上的分数</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>防守方的散牌与敲牌方相等时也算反超</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>平分算反超(&amp;I)</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>胜局奖励(&amp;X)：</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>一盘结束时，玩家每赢一局可得的分数</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>赢盘奖励(&amp;M)：</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>一盘结束时加给赢家的分数</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>目标分数(&amp;T)：</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>先达到此分数的玩家赢得这一盘</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>如果输家一局未赢，赢家的各局得分和赢盘奖励翻倍</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>完封时赢家得分翻倍(&amp;W)</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>完封时赢家的全部总分翻倍，包括胜局奖励</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>完封时全部翻倍(&amp;E)</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>好莱坞计分：同时记三盘（三栏），每盘都打到目标分数</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>好莱坞：三盘同时进行(&amp;H)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>牌的大小(&amp;S)：</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>牌桌上牌的高度（像素）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>每种花色各用一种颜色</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>四色牌（梅花为绿色，方块为蓝色）(&amp;F)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>牌背(&amp;B)：</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>牌背面的图案</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>牌桌颜色(&amp;T)：</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>选择牌桌桌布的颜色</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>动画速度(&amp;A)：</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>牌在牌桌上移动的速度</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>轮到你时，可以摸牌的牌库和弃牌堆会发出柔和的光；需要弃牌时，发光的是你的手牌</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>轮到你时提示可操作的位置(&amp;W)</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>用近乎全黑的纯色牌桌代替桌布颜色，牌加黑色描边，选中的牌和可操作的位置加粗黄色圆圈，文字为白色，面板为黑白两色</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>高对比度牌桌(&amp;H)</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>牌的大小、牌面样式、牌背、牌桌颜色和动画速度从下一局起生效；回合提示和高对比度立即生效。</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>它有 {size} 字节，远远超过任何设置文件</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>它含有本程序从不写入的值（{marker}…）</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>无法读取你的设置（{problem}）；本次运行使用默认设置，设置文件保持原样。</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>无法读取你的设置（{problem}）；已改用默认设置。原文件已保留为“{kept}”。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>比分、回合与牌局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>比分</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>局数与发牌方</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>电脑对手</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>发牌指纹</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>轮到谁</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>该做什么</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>电脑玩家出现问题</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>散牌点数</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>散牌说明</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>你手中的组合</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>教练的提示</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>本局的每一步</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>已知电脑手中的牌</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>已知 {friend} 手中的牌</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>下一场比赛所用秘密种子的 SHA-256：{sha}
每副牌都由它和你的短语生成；“游戏 ▸ 公平发牌…”中介绍了如何检查。</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>正在使用的秘密种子的 SHA-256：{sha}
本场比赛无法验证：其存档中有一个发牌种子，本程序无法担保是自己抽取的，因此其中的牌可能被人挑选过；详见“游戏 ▸ 公平发牌…”。</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>正在使用的秘密种子的 SHA-256：{sha}
每副牌都由它和你的短语生成；“游戏 ▸ 公平发牌…”中介绍了如何检查。</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>发牌指纹，比赛无法验证</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>金拉米似乎已经打开，但没有响应。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>金拉米似乎已在另一台电脑“{host}”（进程 {pid}）上打开，那台电脑与本机共用这个数据文件夹。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>金拉米似乎曾以进程 {pid} 运行，但该进程已不在这台电脑上运行：它的锁文件被遗留了下来。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>金拉米似乎已在这台电脑上以进程 {pid} 打开，但没有响应。</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>只有确定那边没有打开时，才在这里打开：两个副本同时运行会互相覆盖存档。</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>仍然打开</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}：{value}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the file failed its integrity check ({problems})</source>
        <translation>文件未通过完整性检查（{problems}）</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>部分待记录的统计数据无法读取，已保留为“{name}”；其余数据会照常记录。</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>文件由更新版本的游戏创建（数据结构版本 {version}）</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>文件的数据结构版本 {version} 不是本游戏使用的版本</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>文件不是本游戏的统计文件</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>文件中的 {table} 表与本游戏写入的不一致</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>这次无法检查统计文件是否损坏（系统拒绝启动新任务）；牌局仍会照常记录。</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}，且无法将其移走</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>无法打开文件（{error}）</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>无法创建文件夹 {folder}（{error}）</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>无法新建文件</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>已有一个名为 {name} 的文件夹占用了该位置</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>无法写入文件（{error}）</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>无法读取统计文件（{problem}）。原文件已保留为“{name}”，并已开始新的统计。</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>无法保存统计：{problem}。本次运行的统计会保留到你退出为止。</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>统计文件正被另一个程序使用；文件一空出来，就会记录这一局。</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>文件已损坏（{error}）</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>文件已损坏，且无法移走</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation>{title}：{value}，{note}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>你的统计</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>胜场</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>每局得分</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>金局比例</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>被反超率</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>敲牌时的散牌</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>已打场数</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>运气</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>水平评级</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>历史战绩</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>打完一场比赛，即可在这里查看历史战绩。</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>重置统计…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有难度</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{matches} 场，胜率 {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>还没有对任何难度的牌局记录：打一局，这里就会立即显示。</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>还没有对{level}难度的牌局记录：打一局，这里就会立即显示。</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>自 {day} 起，对所有难度</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>自 {day} 起，对{level}难度</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>已打 %n 场</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n 局单独计算</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>无法写入统计文件：本次运行的牌局会保留到你退出为止。</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n 条记录正在等待文件空出来。</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>中途放弃的比赛算作已打、不算获胜。只有当一场比赛的所有局都在同一难度下进行时，它才计入该难度。</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>最终分差（分）</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>重置统计吗？</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>要清除所有难度下记录的每一局和每场比赛吗？此操作无法撤销。</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>无法重置统计（文件正被使用）；请稍后再试。</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>最长：%n 场</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>你的得分减去电脑的得分</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>占所有局的比例：你打出 %n 次金或大金</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>你敲牌时的平均值</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>还没有打完的比赛</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>共 %n 场，胜 {won} 场</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>还没有打过牌局</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>共 %n 局 · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>你的敲牌被反超的比例 · 你反超 {count} 次</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>你还没有敲过牌 · 你反超 {count} 次</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>胜 {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>负 {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>放弃 {count}</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>平 {count}</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>以下单独计算，不计入上述任何数据：%n 场已完成的比赛，以及通过“重打这副牌”发出的局（{replayed}）、回到较早存档后打的局（{back}）和发牌无法担保的比赛中的局（{unverifiable}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won} 胜 {lost} 负</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>与朋友对战的胜负：{friends}。</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>共 %n 场中的最近 {shown} 场 · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n 场 · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>放弃或平局</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>累计胜率</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>还没有可衡量的已结束比赛</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>%n 场比赛均尚未衡量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>运气修正后 {adjusted}，实际 {actual} · 基于 %n 场中的 {measured} 场</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>复盘比赛或使用下方的按钮即可衡量运气。</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>你的运气（以局分计）：发到和摸到的牌比平均水平多给你带来的分数。电脑在相同比赛中的运气：{theirs}。运气修正后的结果会去掉你的运气，并补回电脑的运气。</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>还没有完整复盘过的比赛</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>最近一场比赛：每次决策损失 {rate} 分</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>完整复盘一场比赛，即可按各难度的标准评级。</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>最近 %n 场完整复盘的比赛中，每次决策损失的分数（从早到晚）：{rates}。数值越小，水平越强。</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>衡量每场比赛的运气</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>在你继续游戏的同时，逐场衡量所有尚未复盘的已结束比赛的运气。</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>已衡量 {done} 场，共 %n 场…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>所有已结束比赛的运气都已衡量。</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>已衡量 %n 场比赛的运气。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>%n 场比赛无法衡量。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>用这张牌敲牌</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>你的手牌，%n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>电脑的手牌，%n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>{friend} 的手牌，%n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>牌库，%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>弃牌堆，空</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>弃牌堆，顶牌是 {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>你摊开的牌</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>电脑摊开的牌</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>{friend} 摊开的牌</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>敲牌区：{caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>敲牌区：敲牌方扣下的弃牌</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>拿走顶牌</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>按“{label}”（{key}）重新发牌。</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>按 {key} 开始新游戏，或按 {review} 复盘本场比赛。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲牌</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>上方是电脑的手牌，中间是牌库、弃牌堆和敲牌区，下方是你的手牌。用方向键选择牌。</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>还没有开始游戏。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>本局已经结束。</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>现在是电脑的回合。</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>请等牌落定。</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>请先选一张牌：单击它，或使用方向键。</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>你的散牌太多，不能敲牌。</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>弃掉那张牌后散牌仍然太多，不能敲牌。</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>还不能打出金。</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>本局还没有结束。</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>提示已关闭：请在“设置 ▸ 游戏”中打开。</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>只有轮到你时才能使用提示。</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>还在发牌。</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>正在计算提示。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>请先拿翻牌（{take_key}）或者不要（{pass_key}）。</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>请先摸一张牌。</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>你已经摸了牌：现在请弃一张牌（或敲牌）。</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>请先完成摊牌（{key}）。</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>双方都没要翻牌：请从牌库摸牌（{key}）。</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>你不能把刚拿的 {card} 弃回去。</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>电脑不要翻牌。</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>牌库只剩两张：最后一张弃牌只能拿来敲牌。</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>你自己的排法</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>最优排法（你的排法会剩 {deadwood} 点散牌）</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>已选择{card}。</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>你切到{mine}，电脑切到{theirs}：你发牌。</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>你切到{mine}，电脑切到{theirs}：电脑发牌。</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>第 {number} 局：你发牌。</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>第 {number} 局：电脑发牌。</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>电脑弃掉{card}。</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>电脑打出大金！</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>电脑打出金！</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>电脑敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>你打出大金，按{melds}摊出组合！</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>现在是 {friend} 的回合。</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} 不要翻牌。</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>你切到{mine}，{friend} 切到{theirs}：你发牌。</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>你切到{mine}，{friend} 切到{theirs}：{friend} 发牌。</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>第 {number} 局：{friend} 发牌。</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} 弃掉{card}。</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>你打出金，按{melds}摊出组合！</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>你敲牌，散牌 {deadwood} 点，按{melds}摊出组合。</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>你打出大金！</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>你打出金！</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>你敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} 打出大金！</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} 打出金！</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} 敲牌，散牌 {deadwood} 点。</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>你搭上{cards}。</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>电脑搭上{cards}。</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} 搭上{cards}。</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>牌库 · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲牌</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>仅限金</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>敲牌 · {limit} 点以内</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>仅限金：本局不许敲牌</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>散牌 {limit} 点以内可敲牌</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>属于组合 {number}。</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>所在的一组还不是组合。</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>散牌。</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where}本回合不能弃掉。</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>电脑从牌库摸牌。</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} 从牌库摸牌。</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>电脑拿了{card}。</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} 拿了{card}。</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>小提示：翻牌适合你的手牌就拿（{take}），否则不要（{pass_key}）。</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>小提示：把牌库顶的牌拖进手牌，或按 {draw}。</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>小提示：把牌库或弃牌堆顶的牌拖进手牌，或按 {draw} 或 {take}。</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>小提示：每张牌都已成组：按 {gin} 打出金！</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>小提示：你的散牌已经少到可以敲牌：把一张牌放到敲牌区，或按 {knock}。</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>小提示：留下能凑成刻子和顺子的牌；把最不需要的那张拖到弃牌堆。</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>小提示：按 {lay_off} 时，你能接到电脑组合上的散牌会被搭上去。</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>小提示：按 {lay_off} 时，你能接到 {friend} 组合上的散牌会被搭上去。</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>你摸到{card}。</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>你拿了{card}。</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>你弃掉{card}。</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>你的手牌，%n 张。</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>组合 {number}：{cards}。</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>尚未成组：{cards}。</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>散牌：{cards}。</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>你的散牌共 %n 点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>你摊开的牌。</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>电脑摊开的牌。</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>{friend} 摊开的牌。</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}：{cards}。</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>你手里没有牌。</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>牌库还有 %n 张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>弃牌堆的顶牌还扣着。</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>弃牌堆是空的。</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>弃牌堆顶是{card}。</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>敲牌区里是敲牌方扣下的弃牌。</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>敲牌区：{caption}。</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>电脑手里有 %n 张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} 手里有 %n 张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>你知道电脑手里有{cards}。</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>你知道 {friend} 手里有{cards}。</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>电脑的难度为{level}。</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>你正在和朋友 {friend} 对战。</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>这次没有提示。</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>还没有播报过任何消息。</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>撤销已关闭：请在“设置 ▸ 游戏”中打开。</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>本局你还没有可撤销的操作。</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>自你上一步之后，电脑已经行动过了。</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>本局已经结算：牌已亮出。</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>从弃牌堆拿牌</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>弃掉 {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>从牌库摸的牌不能撤销：那会暴露牌库的顺序。</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>敲牌不能撤销。</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>不要翻牌的决定不能撤销。</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>这一步不能撤销。</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>与朋友的比赛</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>你与 {friend} 的比赛还没结束。现在继续吗？双方的程序都必须在运行：本程序会等候 {friend} 连接。</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>无法打开：{reason}。</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>无法读取文件：{reason}。</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>无法读取文件（{error}）。</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>文件太大，不可能是比赛记录（%Ln 字节）。</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>文件：{name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>不是本程序能读取的比赛：{reason}。</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>文件格式有误（{error}）。</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>与朋友的比赛记录有问题：{reason}。</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>比赛记录有问题：{reason}。</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>比赛记录格式有误（{error}）。</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>{match}的第 {number} 局</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>那场比赛没有可重放的记录。</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>那场比赛的记录太大。</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>难度 {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · 你 {you} – 电脑 {computer} · %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · 对手 {friend} · {result} · 你 {you} – {friend} {theirs} · %n 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation>金拉米：意外错误</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>出错了：{error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>金拉米无法启动：本会话将程序的内存限制为 {limit} MB 地址空间（ulimit -v），而游戏至少需要 {needed} MB。请提高限制后重新启动。</translation>
    </message>
</context>
</TS>
