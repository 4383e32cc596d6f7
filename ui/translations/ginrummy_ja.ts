<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>バージョン {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}。GNU General Public License バージョン 3 またはそれ以降のバージョン（{expression}）に基づくフリーソフトウェアです。無保証です。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ゲーム本体：GNU General Public License バージョン 3 以降&lt;/h3&gt;&lt;p&gt;ジン・ラミー {version} はフリーソフトウェアです。Free Software Foundation が公表した GNU General Public License のバージョン 3、または（任意で）それ以降のバージョンの条件に従って、再頒布や改変ができます（SPDX：{expression}）。本プログラムは有用であることを願って頒布されますが、いかなる保証もありません。商品性や特定目的への適合性についての黙示の保証もありません。ライセンス本文：{gpl}（&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;）。&lt;/p&gt;&lt;p&gt;この条件は、プログラム自身のコード、フォーム、ルールのページに適用されます（{copyright}）。ゲームのアイコンは私たち自身が描いたもの、効果音は私たち自身が合成したもので（assets/sounds/PROVENANCE.md）、いずれも CC0 1.0 によりパブリックドメインに提供しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;カードの絵柄：CC0 1.0（パブリックドメイン）&lt;/h3&gt;&lt;p&gt;カードの表面は Adrian Kennard によるもので、Creative Commons CC0 1.0 Universal によりパブリックドメインに提供されています。私たちのカードの裏面と、表面への変更も、同じく CC0 でパブリックドメインに提供しています。絵柄の出典と変更点：{provenance}。ライセンス本文：{licence}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt と Qt for Python：LGPL v3&lt;/h3&gt;&lt;p&gt;このゲームは Qt {qt} と Qt for Python（PySide6 {pyside}）で作られており、これらは GNU Lesser General Public License バージョン 3（&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;）のもとで使用しています。LGPL により、ゲームに同梱の Qt と PySide6 のライブラリを、ご自身でビルドしたものに置き換えることができます。ソースコードは &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; と &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt; から入手できます。Qt は The Qt Company Ltd. の商標です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ライセンス本文&lt;/h3&gt;&lt;p&gt;インストールされたゲームには、すべてのライセンス本文と告知（本ゲーム、カードの絵柄、Qt、Python、PyInstaller のもの）が {texts} フォルダーに収められています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt について</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>ジン・ラミーについて</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ジン・ラミー</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>コンピューターと対戦するジン・ラミー。5 段階の強さと、主要な流派すべてのルールを収録。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>デッドウッド {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>デッドウッド %n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>ラン＋レイオフ {count} 枚</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>セット＋レイオフ {count} 枚</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>ラン（%n 枚レイオフ済み）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>セット（%n 枚レイオフ済み）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>エース</translation>
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
        <translation>ジャック</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>{before}から{after}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation>{card}を捨てます（デッドウッド {deadwood}）。ただし、あと 1 枚でメルドになるカードでした</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>{card}を捨てます（デッドウッド {deadwood}）。ただし、あと 1 枚で %n 通りのメルドになるカードでした</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>デッドウッド {deadwood} でいまノックすると、ゲームに勝つ見込みが下がります（シミュレーションの {percent} でアンダーカットされました）</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>デッドウッド {deadwood} でいまノックすると、アンダーカットされる可能性が高いです。シミュレーションでは {percent} でアンダーカットされ、1 ハンドあたり約 %n 点不利でした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>デッドウッド {deadwood} でいまノックすると、シミュレーションではプレイを続けるより 1 ハンドあたり約 %n 点少ない得点でした（{percent} でアンダーカット）</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>{card}を捨てればデッドウッドは最小（{deadwood}）になりますが、相手が拾った{picked}とメルドになるカードです。そうするとゲームに勝つ見込みが下がります</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>{card}を捨てればデッドウッドは最小（{deadwood}）になりますが、そうするとゲームに勝つ見込みが下がります</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>{card}を捨てればデッドウッドは最小（{deadwood}）になりますが、相手が拾った{picked}とメルドになるカードです。シミュレーションでは 1 ハンドあたり約 %n 点少ない得点でした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>{card}を捨てればデッドウッドは最小（{deadwood}）になりますが、シミュレーションでは 1 ハンドあたり約 %n 点少ない得点でした</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>{card}を残します。あと 1 枚でメルドになるカードです</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>{card}を残します。あと 1 枚で %n 通りのメルドになるカードです</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>{card}は安全そうです。相手は{threw}を捨て、{passed}を見送りました</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>{card}は安全そうです。相手は{threw}を捨てました</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>{card}は安全そうです。相手は{passed}を見送りました</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>アップカードを見送ります</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>{card}を見送ります</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>{card}を捨ててジン：ボーナス {bonus} 点、レイオフはできません</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>デッドウッド {deadwood} で、{card}を捨ててノックします</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>シミュレーションの {percent} でアンダーカットされました</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>{card}を捨てます。メルド {meld} を崩します（デッドウッド {deadwood}）</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>{card}を捨てます（デッドウッド {deadwood}）。メルドにはほど遠いカードでした</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>危険です。相手が拾った{picked}とメルドになります</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>{card}は安全です。相手はもうこのカードでメルドを作れません</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>シミュレーションでのハンド勝率 {percent}</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>{card}を取ります。{meld} のメルドが完成し、デッドウッドは {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>{card}を取ります。デッドウッドは {before} → {after}。ただし、集めているカードが相手に知られます</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>{card}ではデッドウッドが減らず、欲しいカードを相手に教えることになります</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>{card}は取らずに山札から引きます（取ればデッドウッドは {before} → {after}）</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>山札から引きます。{card}は役に立ちません</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>これしか手がありません：{cards} をレイオフします</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>相手に {points} 点が入ります</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>山札から引きます</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>パスします。ハンドはウォールで得点なしで終わります</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>ビッグジン：11 枚すべてがメルドになり、最大のボーナスが入ります</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>これしか手がありません</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>これしか手がありません。両者とも最初のアップカードを見送りました</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>メルドを公開し、レイオフできるカードをレイオフしてください</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>これしか手がありません。レイオフできるカードはありません</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>あなたのアンダーカットになります</translation>
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
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>ノック（{card}）</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>{card}を捨ててノック</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>ハンドを精算</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>レイオフ</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>ジンにはレイオフできません。ハンドを精算（{key}）</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>レイオフしてハンドを精算（{key}）</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>最善手とその理由を表示（{key}）</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>{what}を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>{what}を元に戻す</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>アップカードを取る</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>アップカードを取る</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>アップカードを見送る</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>捨て札を取る</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>捨て札の山のいちばん上を取る</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>ウォールでパス</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>選んだカードを捨てる</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>ジン</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>ジンを宣言</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>レイオフしてハンドを精算</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次のハンド</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>次のハンドを配る</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>マッチを分析</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>このマッチでのあなたの判断と運を分析</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>このマッチを分析(&amp;R)…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>数字順に並べる</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>スート順に並べる</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>メルドを整理</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>左を選択</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>左隣のカードを選択</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>右を選択</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>右隣のカードを選択</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>左へ移動</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>選んだカードを左へ移動</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>右へ移動</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>選んだカードを右へ移動</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>上を見る</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>スクリーンリーダーを上の場所へ移動：山札と捨て札、コンピューターのカード、公開されたカード（← → で公開されたカードの列をたどります）</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>下を見る</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>スクリーンリーダーを下の場所へ移動（自分の手札まで）</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>手札を読み上げ</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>手札を読み上げ：メルド、デッドウッドとその点数（ショーダウンでは公開した自分のカード）</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>場を読み上げ</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>場を読み上げ：山札、捨て札の山、わかっているコンピューターのカード（ショーダウンでは公開されたカード）</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>得点を読み上げ</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>もう一度読み上げ</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>直前のメッセージをもう一度読み上げ</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>直前の手を元に戻す</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>すべての操作はキーボードでできます。矢印キーで手札のカードを選んだり動かしたりします。</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>このマッチのシードではなく、以前のマッチから再現されたもの</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>失われた配札シードはフィンガープリントを保持し、公開されません</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>配札シードは %n バイトです</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>配札シードの最初の配札は 0 以上の整数です</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>マッチの最初のシードはカット（配札 0）から始まります</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>マッチのシードは、すでに行われた配札の番号から昇順で始まる必要があります</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>マッチのフレーズはテキストです</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>次のマッチのシードは %n バイトです</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各マッチの前に、プログラムはお使いのコンピューターの乱数源から秘密のシードを取り出し、その&lt;b&gt;フィンガープリント&lt;/b&gt;（SHA-256）を場に表示します。すべてのデッキは、このシードと&lt;b&gt;あなたのフレーズ&lt;/b&gt;、そしてハンドの番号から計算されます。シードはあなたのフレーズがわかる前に決まるので、プログラムが自分に有利なカードを選ぶことはできません。また、あなたのフレーズはシードの最初の配札の時点で、シードが保存されるより前に決まるので、シードに合わせてフレーズを選ぶことも誰にもできません。そのため、新しいフレーズは次のシードから適用されます（次のマッチ、またはシードを公開した後の配札）。マッチが終わるとシードが公開され、誰でもすべてのデッキを再計算できます。「検証」ボタンを使うか、ゲームのソースにある &lt;code&gt;tools/verify_deal.py&lt;/code&gt; を使ってください（必要なのは Python だけです）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>このマッチは検証できません。セーブデータ内の配札シードに、このプログラムが引いたと保証できないもの（手書き、以前のバージョン、別のコンピューターで作られたもの）か、読み戻せなかったものがあります。そのため、この検証結果にかかわらず、カードが意図的に選ばれた可能性があります。</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>カット</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>配札 {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>不一致：{deals} のカードが、シードとフレーズから得られるものと一致しません。</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>カットと最初の配札は、このマッチのシードではなく以前のマッチから再現されたものです。</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n 回の配札は検証できません。マッチを再開したときにシードを読み戻せませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>公開されたシードはまだ 1 枚もカードを配っていません。検証するものはありません。</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>まだ検証するものはありません。シードはマッチの終了時か、あなたが公開したときに公開されます。</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>検証した %n 回の配札のカードは、シードとフレーズに一致しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>あと %n 回の配札は、シードが公開されれば検証できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>公正な配札</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>このマッチのシードとフレーズ</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>検証結果</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>あなたのフレーズ：</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>次の配札に混ぜ込む、あなたのフレーズ</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>このフレーズを使う</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>いますぐシードを公開…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>検証用にエクスポート…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>フレーズには 1 文字以上必要です。</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>フレーズは使用されますが、次回の起動用に保存できませんでした。</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>フレーズを受け付けました。次のシードから適用されます（次のマッチ、または公開後の配札）。使用中のシードは、最初の配札のときのフレーズを使い続けます。</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>フレーズを受け付けました。次の配札に混ぜ込まれます。</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>使用中のシードはまだ何も配っていません。公開するものはありません。</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>いますぐ秘密のシードを公開しますか？ 公開したシードではもう配札を行わず、新しいシード（フィンガープリントはすぐに表示されます）が次の配札を行います。</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>検証用にマッチをエクスポート</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>マッチ (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>マッチをエクスポートできませんでした：{reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>{name} にエクスポートしました。次のコマンドで検証できます：python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>失われました。読み戻せなかったため、その配札は検証できません</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>プログラムの判断では、このプログラムが引いたものではありません。その配札は保証できません</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>公開済み：&lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>秘密。次の配札に使われます（その配札の前に終了すると、次回の起動時に新しいフィンガープリントを持つ新しいシードが引かれます）</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>マッチ終了まで秘密</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;シード {number}&lt;/b&gt;（配札 {deal} から）&lt;br&gt;フィンガープリント &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;次のマッチ&lt;/b&gt;は、次のフィンガープリントのシードから始まります：&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt;（控えてから、フレーズを決めてください）。このシードはプログラムの実行中は保持されます。何も配っていないシードは保存されないため、次のマッチが始まる前に終了すると、次回の起動時に新しいフィンガープリントを持つ新しいシードが引かれます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>使用したフレーズ</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>「{phrase}」</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>ディーラー決めのカット：{phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>配札 {number}：{phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} はファイルではありません</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} は名前付きパイプで、ファイルではありません</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} はフォルダーで、ファイルではありません</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} はソケットで、ファイルではありません</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} はデバイスで、ファイルではありません</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} は通常のファイルではありません</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>友だちと対戦</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>友だちに表示される名前（1〜40 文字）</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>ホストするか参加するか</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>ゲームをホストする(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>ゲームに参加する(&amp;J)</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>このコンピューターで友だちからの接続を待ち受けられませんでした。</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>友だちを待っています…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>ホストを停止しました。</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>友だちが接続しています…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>招待コードをコピーしました。友だちに送ってください。友だちを待っています…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name}（{address}）</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>ネットワーク上に {name} さんのゲームがあります。</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>{address} に接続しています…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>確認番号を照らし合わせてください：{numbers}。</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>{friend} さんがあなたのルールを承認するのを待っています：</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} さんがあなたのゲームに参加しました。</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>{friend} さんのルールを待っています…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>{friend} さんと接続しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>友だちのプログラムが、この場面では送られるはずのないメッセージを送ってきました。接続を終了しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>友だちのプログラムが、このプログラムでは読み取れないルールを送ってきました（ゲームのバージョンが違うのかもしれません）。接続を終了しました。</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} さんから、次のルールでの対戦を求められています：</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>{friend} さんのルールが届きました。{rules} 承認するか、断ってください。</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>{friend} さんに提示したルール：</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} さんがあなたのルールを断りました。もう一度ホストするか、キャンセルして設定で別のルールを選んでください。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>友だちのプログラムが、このプログラムでは読み取れない返答を送ってきました。接続を終了しました。</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>{friend} さんのルールを断りました（{friend} さんにも伝わっています）。戻って別のゲームに参加するか、キャンセルしてください。</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>ルールが決まりました。マッチを開始します。</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>友だちのプログラムから最初のあいさつが届く前に、接続が閉じられました。</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} さんが接続を終了しました。</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>接続がありましたが、このゲームのやり方であいさつしてこなかったため、終了しました。</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>友だちのプログラムから応答がありません。アドレスが正しいか、友だちがホストしているか、友だちのファイアウォールがゲームの通信を許可しているかを確認してください。</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>もう一度友だちを待っています…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>まず名前を入力してください（1〜40 文字、1 行で）。</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>友だちのアドレスとポートを 192.168.1.20:50123 のように入力するか、友だちの招待コードを入力してください。</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>この招待コードには入力ミスがあります。友だちと 1 文字ずつ確認してください。</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>アドレスの後ろにコロンとポートを付けて 192.168.1.20:50123 のように入力するか、招待コードを入力してください。</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>ポートはコロンの後ろに付ける 1〜65535 の数字です（例：192.168.1.20:50123）。</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>IPv6 アドレスは角かっこで囲み、その後ろにコロンとポートを付けます（例：[2001:db8::5]:50123）。</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>「{address}」はアドレスではありません。</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>あなたがゲームをホストし、友だちは自分のコンピューターから参加します。ホストを開始するまで、ネットワークからの接続は一切待ち受けません。</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>ホストを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>友だちからの接続を待ち受け、ネットワーク上のコンピューターにあなたのゲームを表示します</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>招待コードに入れるアドレス(&amp;A)：</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>招待コードに入れるアドレス</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>このコンピューターのアドレスを選ぶか、インターネット越しの友だちのためにグローバルアドレスを入力します</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>招待コードをコピー</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>ホストを停止(&amp;T)</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>友だちには、あなたの設定にある次のルールを承認してもらいます：</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>同じネットワークの友だちの一覧にあなたのゲームが表示されます。または、このコンピューターの次のアドレスのどれかを入力してもらってください：
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>このコンピューターにはネットワーク上のアドレスがありません。友だちが接続するには、このコンピューター自身の名前とポート {port} を使うしかありません。</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>インターネット越しに友だちと遊ぶには、ルーターでポート {port} をこのコンピューターに転送し、招待コードにグローバルアドレスを入れる必要があります（グローバルアドレスはルーターの画面で確認できます。上の欄に入力してください）。Windows や macOS から、ファイアウォールでゲームの通信を許可するか尋ねられたら、許可してください。許可しないと友だちは接続できません。</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>招待コード：{code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>招待コードはありません。上の欄に IPv4 または IPv6 アドレスを入力してください。</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>ネットワーク上のゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>ネットワーク上のゲーム</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Enter キーで選んだゲームに参加</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>まだゲームが見つかりません。友だちにホストしてもらうか、下の欄に友だちのアドレスか招待コードを入力してください。</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>アドレスまたは招待コード(&amp;C)：</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>アドレスまたは招待コード</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 または 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>接続(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>ルールを承認(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>断る(&amp;D)</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>もう一度ホスト(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>この接続を終了して、別のゲームに参加します</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>確認番号：{numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>この 4 つの番号を、声に出すかメッセージで {friend} さんと照らし合わせてください。両方の画面に同じ番号が出ているはずです。違っていたら、ネットワーク上で誰かがあなたたちの間に割り込んでいます。キャンセルして、対戦はしないでください。</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>接続できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>友だちのプログラムは、このプログラム（バージョン {ours}）とは別のバージョンのゲームのプロトコルを使っています。同じバージョンが必要です。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>友だちのプログラムはゲームのプロトコルのバージョン {theirs}、このプログラムはバージョン {ours} を使っています。同じバージョンが必要です。</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>相手はこのゲームではありません。接続を終了しました。</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>接続を終了しました：友だちのプログラムが、ゲームのどのメッセージよりも大きなメッセージを送ってきました。</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>接続を終了しました：友だちのプログラムが、ゲームのメッセージではないものを送ってきました。</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>接続を終了しました：メッセージが途中で変えられたか、この接続の鍵で封印されていませんでした。</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>接続を終了しました：メッセージが重複したか、順番どおりに届きませんでした。</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>友だちとのマッチのセーブデータを読み込めませんでした（{reason}）。ファイルは「{name}」として退避しました。</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>友だちのプログラムが送ってきたデッキに、カードではないものが入っていました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>友だちのプログラムが送ってきたデッキは、52 枚のすべて異なるカードではありませんでした。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>友だちのプログラムが、どのカードも表さない鍵を送ってきました。</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>デッキの 2 か所で同じカードが公開されました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>友だちのプログラムが、配札の前に約束したものとは別の鍵を公開しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>友だちのプログラムが、正しい形式になっていない鍵を公開しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>友だちのプログラムが、鍵の内容とは違うシャッフルをしました。伏せられている間にカードがすり替えられています。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>友だちのプログラムが、鍵の内容とは違うやり方でカードを伏せました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>友だちのプログラムが、約束していない鍵でカードを公開しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>友だちのプログラムが、手持ちのカードではルール上できない手を指しました。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>友だちのプログラムが、その手で公開すべきカードを公開しませんでした。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>友だちのプログラムが、今は公開してはいけないカードを公開しました。</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what}マッチを中止しました。送られてきた内容は証拠として保存してあります。</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>友だちのプログラムが、順番外または許される範囲外のメッセージを送ってきました。マッチを中止しました。</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>友だちが退出しました。マッチが終わる前に接続が閉じられました。</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>{friend} さんとの接続が切れました。マッチは接続が戻るまで最大 %n 分待ちます。その間もプレイを続けられます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>{friend} さんとの接続が戻りました。マッチを続けます。</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} さんが %n 分以内に戻らなかったため、マッチは終了しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>{friend} さんのプログラムがハンドの後 %n 秒以内に鍵を公開しなかったため、配札を検証できません。このマッチは {friend} さんの負けとなります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>コンピューターに問い合わせできませんでした（{error}）</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>コンピューターから %n 秒以内に応答がありませんでした</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>コンピューターが反則手を選びました：{move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>コンピューターの手が拒否されました（{error}）</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>ウィンドウとメニュー</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>カードテーブルとパネルのボタンの間を移動</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>フォーカスのあるボタンを押す</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>スクリーンリーダーを使う場合</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>カードテーブルは場所のリストとして読み上げられます。上にコンピューターの手札、中央に山札、捨て札の山、ノック置き場、下にあなたの手札、そしてショーダウンでは両者の公開されたカードです。&lt;i&gt;あなたの手札&lt;/i&gt;ではカードが並び順に、それぞれのメルドとともに読み上げられます。カードでは「選択」「捨てる」「ノック」、山札では「引く」、捨て札の山では「取る」が使えます。↑ と ↓ でスクリーンリーダーを場所から場所へ、← と → で公開されたカードの列に沿って移動します。C で手札をメルドとデッドウッドとともに、T で場を、W で得点を読み上げ、A で直前のメッセージをもう一度読み上げます。</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>カードテーブルにキーボードフォーカスがある間は、起きたことがその都度読み上げられます。コンピューターの手、あなたが引いたカード、操作が拒否されたときとその理由、ヒント、ノック、各ハンドの結果です。Linux では、スクリーンリーダーが置かれているカードや場所を通じて Orca が読み上げます（Orca 43 と 48 で動作確認済み）。Windows と macOS では Qt のアナウンスとして送られ、NVDA、ナレーター、VoiceOver が読み上げます。</translation>
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
        <translation>このコンピューターはローカルネットワークにつながっていないため、そこにあなたのゲームを表示できません。招待コードを使えば、友だちは参加できます。</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>ローカルネットワークにあなたのゲームを表示できません（{reason}）。招待コードを使えば、友だちは参加できます。</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>ローカルネットワーク上のゲームを探せません（{reason}）。招待コードを使えば、友だちのゲームに参加できます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>ジン・ラミー</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>保存されたゲームを読み込めません</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>保存されたゲームは {folder} にあります。</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>ゲームを保存できませんでした（{problem}）。保存せずに続行します。</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>今回はヒントがありません。</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>このゲームを放棄しますか？</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>コンピューターのプレイヤーでエラーが発生しました（{problem}）。簡単な手を代わりに指しました。</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>サウンド(&amp;O)</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>効果音のオン／オフ（音量は設定で変更できます）</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>このコンピューターに音声出力が見つからないため、ゲームは無音になります。</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}：{hint}</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>友だちと対戦(&amp;P)…</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>別のコンピューターにいる友だちと対戦</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>スコアシート(&amp;S)</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>スコアシートを表示</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>あなたの統計を表示</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>ハンドの履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>終了したハンドを再生</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>公正な配札(&amp;F)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>設定を開く</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>終了（マッチは次回のために保存されます）</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>ゲームのルールを表示</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>キーボード(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>ジン・ラミーについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>コンピューターのエラー：{problem}</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>コンピューター · {level}  —  考え中…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>コンピューター · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · 友だち  —  考え中…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · 友だち</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>コンピューターのプレイヤーの記憶が使えません（{error}）</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>場に戻せませんでした（{error}）</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>このマッチの秘密のシードを読み戻せなかったため、これまでの配札はもう検証できません。次の配札からは新しいシードを使います。</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>このマッチは検証不能とされています。セーブデータに、このプログラムが引いたと保証できない配札シード（手書き、以前のバージョン、別のコンピューターで作られたもの）か、読み戻せなかったシードが含まれているため、カードが意図的に選ばれた可能性があります。マッチは続行しますが、そのハンドは統計で別に数えられます。</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>これはこのマッチの以前のセーブデータです。統計にはこのマッチのハンドがさらに %n ハンド記録されていました。それらの結果は残され、ここから先にプレイしたハンドは別に数えられます。</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>保存された設定を読み込めなかったため、リセットしました：{problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>保存された設定を読み込めなかったため、リセットしました：{problem}（ほか %n 件。ログを参照してください）</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>このゲームを放棄しますか？ {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>シードを公開しました。次の配札からは新しいシード（フィンガープリント {digits}）を使います。</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>友だちとのマッチではヒントは使えません。</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>友だちとのマッチでは元に戻す操作は使えません。</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>まだゲームがありません。</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>手札の並べ替え</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>{what}を元に戻しました。</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>設定を保存しました。</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>設定を保存できませんでした（このセッションでのみ有効です）。</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>新しいルールは次のゲームから適用されます。</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>新しい見た目は次のハンドから適用されます。</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>今日 {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>ゲームを再開しました。</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>{when} のゲームを再開しました。</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>保存されたゲームを読み込めませんでした：{problem}。新しいゲームを始めました。</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>保存されたゲームを読み込めませんでした：{problem}。ファイルは「{kept}」として残しました。新しいゲームを始めました。</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>コンピューターは山札から引きました</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} さんは山札から引きました</translation>
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
        <translation>まだメルドはありません。</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>デッドウッド：</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>あなたのデッドウッド · 最善 {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>デッドウッド</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>最善の捨て札で {points}</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{card}を捨てると {points}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>メルドを整理（{key}）で最善の組み方に</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>{limit} 以下でノック可</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>ジンのみ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>「ゲーム」メニューから、新しいゲームを始める（{key}）か、マッチを分析（{review}）できます。</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>ハンド終了</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>&lt;b&gt;次のハンド&lt;/b&gt;（{key}）を押すと次を配ります。</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>配札中</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>カードを配っています。</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>コンピューターの番</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>{friend} さんの番</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>コンピューターがあなたのメルドにレイオフしています。</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} さんがあなたのメルドにレイオフしています。</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>コンピューターがアップカードを取るか考えています。</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} さんがアップカードを取るか考えています。</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>コンピューターが引いて捨てるのを待ってください。その間に手札を並べ替えられます。</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>{friend} さんが引いて捨てるのを待ってください。その間に手札を並べ替えられます。</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>アップカード {card} を取る（{take}）か、見送って（{pass_key}）ください。</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>ウォールです。{card} はノックする場合に限り取れます（{take}）。または、パスしてください（{pass_key}）。</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>アップカードが見送られたので、山札から引いてください（{draw}）。</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>山札から引く（{draw}）か、捨て札の山から {card} を取って（{take}）ください。</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>コンピューターがジンしました。レイオフできるカードはありません。&lt;b&gt;ハンドを精算&lt;/b&gt;（{key}）を押してください。</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} さんがジンしました。レイオフできるカードはありません。&lt;b&gt;ハンドを精算&lt;/b&gt;（{key}）を押してください。</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>コンピューターがノックしました。&lt;b&gt;レイオフ&lt;/b&gt;（{key}）を押してレイオフし、精算してください。</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} さんがノックしました。&lt;b&gt;レイオフ&lt;/b&gt;（{key}）を押してレイオフし、精算してください。</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>捨て札：カードを捨て札の山へドラッグするか、選んで {discard} を押してください。&lt;b&gt;ジン&lt;/b&gt;できます（{gin}）！</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>捨て札：カードを捨て札の山へドラッグするか、選んで {discard} を押してください。&lt;b&gt;ノック&lt;/b&gt;できます（{knock}）！</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>捨て札：カードを捨て札の山へドラッグするか、選んで {discard} を押してください。</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>最終：&lt;b&gt;あなた&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;コンピューター&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>最終：&lt;b&gt;あなた&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;あなた&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;コンピューター&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;あなた&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>{target} 点先取 · {rules}ルール</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>{card}を捨ててノックする</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>捨て札の山からカードを取る</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パスする</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>ビッグジンを宣言する</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>レイオフする</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>プレイを続ける</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;ヒント：{action}（{key}キー）。&lt;/b&gt;{reason}。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;ヒント：{action}。&lt;/b&gt;{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>アドバイス：「{played}」より「{better}」のほうが良い手でした（1 ハンドあたり約 %n 点）。{reason}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>アドバイス（ハンド {hand}）：「{played}」より「{better}」のほうが良い手でした（1 ハンドあたり約 %n 点）。{reason}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>コンピューターの手札でわかっているカード：</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>{friend} さんの手札でわかっているカード：</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>次のマッチのフィンガープリント {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>次の配札のフィンガープリント {digits} · このハンドのシードは公開済み</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>配札のフィンガープリント {digits} · 検証不能</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>配札のフィンガープリント {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>ハンド {number} · 山札 {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>新しいゲーム · 山札 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>ハンド {number} · あなたが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>新しいゲーム · あなたが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>ハンド {number} · コンピューターが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>ハンド {number} · {friend} さんが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>新しいゲーム · コンピューターが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>新しいゲーム · {friend} さんが配札 · 山札 {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>対戦相手：&lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>対戦相手：&lt;b&gt;{level}（{player}）&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>コンピューターから使用可能な記憶が送られてきませんでした</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>コンピューターのプロセスが停止しました</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>コンピューターのプロセスが置き換えられました</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>コンピューターから記憶が送られてきませんでした</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>ハンド {number}：あなたが配ります</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>ハンド {number}：コンピューターが配ります</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>ハンド {number}：{friend} さんが配ります</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>ハンド {number} · あなたが配札 · 進行中</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>ハンド {number} · コンピューターが配札 · 進行中</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>ハンド {number} · あなたが配札 · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>ハンド {number} · コンピューターが配札 · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>あなたはメルドを公開しました（ジンにはレイオフできません）</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>コンピューターはメルドを公開しました（ジンにはレイオフできません）</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} さんはメルドを公開しました（ジンにはレイオフできません）</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>あなたにはレイオフできるカードがありませんでした</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>コンピューターにはレイオフできるカードがありませんでした</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} さんにはレイオフできるカードがありませんでした</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>あなたは {cards} をレイオフしました</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>コンピューターは {cards} をレイオフしました</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} さんは {cards} をレイオフしました</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>あなたはビッグジンしました</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>コンピューターはビッグジンしました</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} さんはビッグジンしました</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>あなたはジンしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>コンピューターはジンしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} さんはジンしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>あなたはデッドウッド {deadwood} でノックしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>コンピューターはデッドウッド {deadwood} でノックしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} さんはデッドウッド {deadwood} でノックしました（{card}を捨てて）</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>あなたはアップカード {card} を取りました</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>コンピューターはアップカード {card} を取りました</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} さんはアップカード {card} を取りました</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>あなたは山札から引きました：{card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>コンピューターは山札から引きました：{card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} さんは山札から引きました：{card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>あなたは捨て札の山から {card} を取りました</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>コンピューターは捨て札の山から {card} を取りました</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} さんは捨て札の山から {card} を取りました</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>あなたは {card} を捨てました（山札の残りは 2 枚：ウォール）</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>コンピューターは {card} を捨てました（山札の残りは 2 枚：ウォール）</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} さんは {card} を捨てました（山札の残りは 2 枚：ウォール）</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>あなたは {card} を捨てました</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>コンピューターは {card} を捨てました</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} さんは {card} を捨てました</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>あなたはウォールでパスしました</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>コンピューターはウォールでパスしました</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} さんはウォールでパスしました</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>あなたはアップカードを見送りました</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>コンピューターはアップカードを見送りました</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} さんはアップカードを見送りました</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>ハンドの履歴</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>ハンドの手順</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ 最初</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>ハンドの最初（{key}）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>1 手戻る（{key}）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>1 手進む（{key}）</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>最後 ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>ハンドの最後（{key}）</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>ハンドをエクスポート…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>このハンドの終わりまでのマッチをファイルへ</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>マッチをエクスポート…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>マッチ全体をファイルへ</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>マッチを分析…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>マッチの終了したハンドのすべての判断を最善手と比べて評価し、カードの運も測ります</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>この配札で再戦する相手</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>「この配札でもう一度プレイ」の強さ</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>この配札でもう一度プレイ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>まだマッチをプレイしていません。</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>このマッチにはまだ終了したハンドがありません。</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>「{name}」を開けません。{reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>「{name}」を開きました。</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>マッチを開く</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>マッチ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>手順 {step}/{count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>最初のハンドがこのカードとディーラーで始まる新しいマッチ</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>最初のハンドがこのカードとディーラーで始まる新しいマッチ（配札時のルール「{rules}」で）</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>マッチをエクスポート</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>このハンドまでのマッチをエクスポート</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>マッチ (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>マッチをエクスポートできませんでした：{reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>マッチを「{name}」にエクスポートしました。</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>ハンド {number} までのマッチを「{name}」にエクスポートしました。</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>まだ公開されていないシードの配札は、公開後に検証できます。</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>分析したマッチ</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>現在のマッチ</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>ハンド {number} のカードで、{level}を相手に新しいマッチを始めました。</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>現在のマッチ</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>この手順での場</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>表示できる終了したハンドはまだありません。</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>あなたがノック · デッドウッド {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>コンピューターがノック · デッドウッド {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>あなた · デッドウッド {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>コンピューター · デッドウッド {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>山札 {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>捨て札の山 · %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>次：あなたがアップカードを取るか見送ります</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>次：コンピューターがアップカードを取るか決めます</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>次：あなたが引きます</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>次：コンピューターが引きます</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>次：あなたが捨てます</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>次：コンピューターが捨てます</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>次：あなたがコンピューターのメルドにレイオフします</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>次：コンピューターがあなたのメルドにレイオフします</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>山札がなくなるまで誰もノックしませんでした。</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>得点なし：同じディーラーがもう一度配ります。</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>スペードのアップカードで倍増（× {multiplier}）</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>ジン！ あなたに {points} 点</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>ジン！ コンピューターに {points} 点</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>ビッグジン！ あなたに {points} 点</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>ビッグジン！ コンピューターに {points} 点</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>アンダーカット！ あなたに {points} 点</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>アンダーカット！ コンピューターに {points} 点</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>あなたがノックして {points} 点</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>コンピューターがノックして {points} 点</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>あなたのデッドウッドは {deadwood}（ジンにはレイオフできません）。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>コンピューターのデッドウッドは {deadwood}（ジンにはレイオフできません）。</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>デッドウッド {deadwood} ＋ ビッグジンボーナス {bonus} ＝ {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>デッドウッド {deadwood} ＋ ジンボーナス {bonus} ＝ {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>あなたはデッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>ジン！ {friend} さんに {points} 点</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>ビッグジン！ {friend} さんに {points} 点</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>アンダーカット！ {friend} さんに {points} 点</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} さんがノックして {points} 点</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>コンピューターはデッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} さんはデッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>差 {difference} ＋ アンダーカットボーナス {bonus} ＝ {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>差（守り側 − ノックした側）{defender} − {knocker} ＝ {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} さんのデッドウッドは {deadwood}（ジンにはレイオフできません）。</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>あなたのデッドウッドは {deadwood}（レイオフできるカードなし）。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>コンピューターのデッドウッドは {deadwood}（レイオフできるカードなし）。</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} さんのデッドウッドは {deadwood}（レイオフできるカードなし）。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
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
        <translation>{cards} をレイオフした後、あなたのデッドウッドは {deadwood} です（{points}）。</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{cards} をレイオフした後、コンピューターのデッドウッドは {deadwood} です（{points}）。</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{cards} をレイオフした後、{friend} さんのデッドウッドは {deadwood} です（{points}）。</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>あなた {you} · コンピューター {computer}（3 ゲーム同時の第 1 ゲーム、各 {target} 点先取）</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>あなた {you} · {friend} {theirs}（3 ゲーム同時の第 1 ゲーム、各 {target} 点先取）</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>あなた {you} · コンピューター {computer}（{target} 点先取）</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>あなた {you} · {friend} {theirs}（{target} 点先取）</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>最終：あなた {you} · コンピューター {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>最終：あなた {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>マッチは引き分けです</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>コンピューターの勝ちです</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} さんの勝ちです</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>最終：あなた {you} · コンピューター {computer}、{margin} 点差</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>最終：あなた {you} · {friend} {theirs}、{margin} 点差</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>ハンドの得点：あなた {you} · コンピューター {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>ハンドの得点：あなた {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>ラインボーナス：あなた {you_hands} × {each} ＝ {you_bonus} · {friend} {their_hands} × {each} ＝ {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>ゲームボーナス：あなた +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>ゲームボーナス：コンピューター +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>ラインボーナス：あなた {you_hands} × {each} ＝ {you_bonus} · コンピューター {computer_hands} × {each} ＝ {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>シャットアウト：あなたの得点が 2 倍（すべて）</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>シャットアウト：コンピューターの得点が 2 倍（すべて）</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>シャットアウト：あなたの得点が 2 倍（ハンドの得点とゲームボーナス）</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>シャットアウト：コンピューターの得点が 2 倍（ハンドの得点とゲームボーナス）</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>流局。</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>スペードのアップカードで得点が {multiplier} 倍になります。</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>ジン！ あなたに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>ジン！ コンピューターに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>ビッグジン！ あなたに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>ビッグジン！ コンピューターに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>アンダーカット！ あなたに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>アンダーカット！ コンピューターに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>あなたがノックして、%n 点が入ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>ゲームボーナス：{friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>シャットアウト：{friend} さんの得点が 2 倍（すべて）</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>シャットアウト：{friend} さんの得点が 2 倍（ハンドの得点とゲームボーナス）</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>ジン！ {friend} さんに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>ビッグジン！ {friend} さんに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>アンダーカット！ {friend} さんに %n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>コンピューターがノックして、%n 点が入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} さんがノックして、%n 点が入ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>デッドウッド {deadwood} にビッグジンボーナス {bonus} を加えて {total} です。</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>デッドウッド {deadwood} にジンボーナス {bonus} を加えて {total} です。</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>差 {difference} にアンダーカットボーナス {bonus} を加えて {total} です。</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>差は守り側の {defender} からノックした側の {knocker} を引いて {total} です。</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>3 ゲーム同時の第 1 ゲームの得点：あなた {you}、コンピューター {computer}、各ゲーム {target} 点先取です。</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>3 ゲーム同時の第 1 ゲームの得点：あなた {you}、{friend} さん {theirs}、各ゲーム {target} 点先取です。</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>得点：あなた {you}、コンピューター {computer}、{target} 点先取のゲームです。</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>得点：あなた {you}、{friend} さん {theirs}、{target} 点先取のゲームです。</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>マッチは引き分けです。</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>最終得点：あなた {you}、コンピューター {computer}。</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>最終得点：あなた {you}、{friend} さん {theirs}。</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>コンピューターの勝ちです。</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} さんの勝ちです。</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>最終得点：あなた {you}、コンピューター {computer}、{margin} 点差です。</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>最終得点：あなた {you}、{friend} さん {theirs}、{margin} 点差です。</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>ハンドの得点：あなた {you}、コンピューター {computer}。</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>ハンドの得点：あなた {you}、{friend} さん {theirs}。</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>ラインボーナス：あなたは {you_hands} × {each} で {you_bonus}、{friend} さんは {their_hands} × {each} で {their_bonus} です。</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>あなたのゲームボーナスは {bonus} です。</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>コンピューターのゲームボーナスは {bonus} です。</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>ラインボーナス：あなたは {you_hands} × {each} で {you_bonus}、コンピューターは {computer_hands} × {each} で {computer_bonus} です。</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}。</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>{friend} さんのゲームボーナスは {bonus} です。</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>ゲーム {number}：{line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>マッチの分析：{name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>マッチの分析</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n ハンドを分析しました。点数はハンドの得点で、あるハンドでプレイヤーが得た点から相手が得た点を引いたものです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>あなたの運 {yours}、コンピューターの運 {theirs}。運を補正したあなたの結果 {adjusted}。</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>分析が中断しました：ハンド {number} を分析できませんでした。</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>分析が中断しました：ハンド {number} を分析していたプロセスが予期せず終了しました。</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>ハンドの価値・運・ミス</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>ハンドを通したあなたのハンドの価値、運、ミスのグラフ</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>価値：あなたが知り得た範囲で、各手の後にあなたのハンドがどれだけの値打ちだったか。運の差：ここまでのあなたの運からコンピューターの運を引いたもの。ミス：ここまでにあなたの判断で失った点数（0 より下に描画）。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>価値</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>運の差</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>まだハンドが表示されていません。</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>手順 {step} までに、あなたのハンドの価値は {value} 点、あなたの運からコンピューターの運を引くと {luck} 点、あなたのミスで失った点は {error} 点です。</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>このマッチにはまだ終了したハンドがないため、分析するものがありません。</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>分析の進行状況</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>ハンド(&amp;H)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>このハンドの判断</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>このハンドの配札とドロー、およびその運</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>配札とドロー</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>このハンドだけを集計(&amp;T)</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>集計は下で選んだハンドだけを数えます（マッチ全体ではありません）</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>コンピューターの判断も評価する(&amp;V)</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>コンピューターのすべての判断も評価し、その強さを判定します。分析には約 2 倍の時間がかかります</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>ハンドの履歴で表示(&amp;S)</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>ハンドの履歴でこの判断の手順を表示し、実際の手の横に最善手を示します（Enter キーまたは行のダブルクリックでも同じです）</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>分析をファイルへ：Web ページ（.html）またはプレーンテキスト（.txt）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>マッチを分析しています…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>分析をエクスポート</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Web ページ (*.html *.htm);;プレーンテキスト (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>分析をエクスポートできませんでした：{reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>分析を「{name}」にエクスポートしました。</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>進行中のハンドは、終了してから分析されます。</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · 進行中のハンドは終了してから分析されます</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>とても不運</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>不運</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>幸運</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>とても幸運</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>アップカード</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>メルド</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>このマッチでのあなたのプレイは入門レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>このマッチでのあなたのプレイは初級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>このマッチでのあなたのプレイは中級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>このマッチでのあなたのプレイは上級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>このマッチでのあなたのプレイはエキスパートレベル相当でした。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>このマッチでのコンピューターのプレイは入門レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>このマッチでのコンピューターのプレイは初級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>このマッチでのコンピューターのプレイは中級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>このマッチでのコンピューターのプレイは上級レベル相当でした。</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>このマッチでのコンピューターのプレイはエキスパートレベル相当でした。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>捨て札の山から{card}を取る</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>捨て札を取る</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>アップカードを取る</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>{card}を捨ててジン</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>{card}を捨ててノック</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>ビッグジン</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>メルド {melds} を公開する</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>あなたの判断は 1 つも分析されていないため、強さを判定できません。</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>コンピューターの判断は 1 つも分析されていないため、強さを判定できません。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>判断数</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>疑問手 ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>悪手 ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>大悪手 ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>判断あたりのミス</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>相当レベル</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>運</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>運を補正した結果</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}：判断 {decisions}、疑問手 {doubtful}、悪手 {bad}、大悪手 {very_bad}。判断あたりのミス {rate}、相当レベル {level}、運 {luck}、結果 {result}、運を補正した結果 {adjusted}。</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>実際の手</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>手順 {step}、{who}、{kind}：{played}。最善手：{best}。ミス {error} 点、{mark}。</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>手順 {step}、{who}、{kind}：{played}。最善手：{best}。ミス {error} 点。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>手順 {step}、{who}：{card}、運 {luck} 点、{mark}。</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>手順 {step}、{who}：{card}、運 {luck} 点。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配札</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>ハンド {number}：あなたに {points} 点</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>ハンド {number}：コンピューターに {points} 点</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>ハンド {number}：得点なし</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}、印のついた判断 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n ハンドを分析しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>ハンド {hand}/{count} を分析しています…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>ハンド {number}/{count} を分析しました。</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · より良い手：{best}（{error} 点）</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}。より良い手：{best}（{error} 点分有利）。</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark}です。より良い手：{best}（{error} 点分有利）。</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}：{verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>より良い手</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>スタンダード</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>ノック上限</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>{knock_limit} 以下でノック</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>オクラホマ</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>最初のアップカードでノック上限が決まる</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>オクラホマ：エースなら 1 でノック</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>アップカードがエースなら 1 でノック可</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>オクラホマ：スペードで 2 倍</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>アップカードがスペードならハンドの得点が 2 倍</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>ジンボーナス</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>ジン {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>ビッグジン</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>ビッグジン {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>ビッグジンなし</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>ビッグジンボーナス</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>アンダーカットボーナス</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>アンダーカット {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>同点はアンダーカット</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>同点はアンダーカット</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>ラインボーナス</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>ラインボーナス {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>ゲームボーナス</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>ゲームボーナス {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>目標点</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>{target} 点先取</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>シャットアウトで 2 倍</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>シャットアウトの倍加なし</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>シャットアウトですべて 2 倍</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>シャットアウトですべて 2 倍</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>レイオフあり</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>レイオフなし</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>ランのみ</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>ランのみ</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>取った直後のカードを捨ててもよい</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>取った直後のカードを捨て直してもよい</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>次のディーラー</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>交互</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>前のハンドの勝者</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>ウォールで最後の捨て札をノック用に取れる</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>ウォールでは最後の捨て札をノックのために取ってもよい</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>捨て札の取得回数による流局</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>ハリウッド</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>ハリウッド方式（3 ゲーム同時）</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>ストレートジン</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>現代のルール：ジン 25、ビッグジン 31、アンダーカット 25、ボックス 25、100 点先取。</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>古い書籍のルール：ジン 20、ビッグジンなし、アンダーカット 10、ボックス 20。</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>最初のアップカードでノック上限が決まり、スペードならハンドの得点が 2 倍。150 点先取。</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>ノックなし：ジンでしかハンドは終わりません。</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>3 ゲームを同時に記録し、それぞれ目標点まで競います。</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>コンピューターのプレイヤーの測定用：ビッグジン、ボーナス、シャットアウトの倍加なし。</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>研究用（EAAI）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>ジンのみ（ノックなし）</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;ルールでプレイ中です：{summary}。</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>ジン・ラミーの遊び方</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}、{target} 点先取</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>この配札を、配札時のルール（{rules}）で、{level}を相手にもう一度プレイします。</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>新しいゲームではあなたの設定に戻ります。</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>新しいゲームはあなたの設定（{rules}）で、{level}を相手にプレイします。</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>ファイルが大きすぎてセーブデータではない（%Ln バイト）</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>マッチを再現できない：{reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>マッチの記録が不正な形式（{error}）</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>ファイルがテキストではない（破損しているか、セーブデータではない）</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>ファイルが完全な JSON ではない（途中で切れているか、破損している）</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>ファイルが保存されたマッチではない</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>ファイルにテキストとして無効な文字が含まれている（破損しているか、編集された）</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>ファイルがこのプログラムで保存されたマッチではない</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>セーブデータのバージョン（{version}）はこのプログラムでは読み込めない</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>セーブデータの項目が欠けているか、不明な項目がある</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>セーブデータが変更または破損している（チェックサムが一致しない）</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>セーブデータの対戦相手または場の部分が不正な形式</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>セーブデータの配札シードがないか、不明な方式のもの</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>セーブデータの配札シードまたはフレーズが不正な形式</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>セーブデータの配札の数が、どのマッチでもありえないほど多い</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>セーブデータのフレーズが短いテキストではない</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>セーブデータの検証不能マッチの印が true でも false でもない</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>セーブデータの配札シードが使えない：{reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>配札シードはオブジェクトでなければならない</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>配札シードの公開フラグは true か false でなければならない</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>配札シードの最初の配札は整数でなければならない</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>配札シードのフィンガープリントは 16 進数 64 桁でなければならない</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>配札シードは 16 進数 64 桁でなければならない</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>配札シードにフィンガープリントがない</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>シード本体のない配札シードはフィンガープリントを保持し、秘密でなければならない</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>配札シードの喪失フラグは true か false でなければならない</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>セーブデータの配札が記録と一致しない（配札が欠けている）</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>セーブデータのカードがシードの配るカードと一致しない（手で変更された？）</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>セーブデータに何も配っていない配札シードがある（プログラムはそれを書き込まない）</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>保存されたレベル {level} が 1～5 のいずれでもない</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>保存されたプレイヤーシード {seed} が使えない</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>コンピューターのプレイヤーの保存された記憶がオブジェクトではない</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>保存された手札の並び順が使えない：{reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>保存された手札のグループがサイズのリストではない</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>保存された手札のグループ（{groups}）が手札の並び順のカード（{cards}）より多い</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>保存された手札のグループ {groups} が手札の並び順と合わない</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>保存された手札の並び順がカードのリストではない</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>保存された手札の並び順に %Ln 枚のカードがある（手札は最大 {most} 枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>保存された手札の並び順に同じカードが 2 枚ある</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>保存された補助付きハンドのリストが不正な形式</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>セーブデータの日付 {date} が日付ではない</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>{name} に書き込めない：{reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>「{name}」は読み込むことも移動することもできなかったセーブデータです。そのまま残してあり、移動するか名前を変えるまで、このゲームはそこに上書き保存されません</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>読み込み中に予期しないエラー（{error}）</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>ファイルを読み込めない（{reason}）</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>ファイルが大きすぎてセーブデータではない</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}。移動できなかったため「{name}」のまま残してあり、このゲームはそこに上書き保存されません</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · {rules}ルール</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>ラインボーナス</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>ゲームボーナス</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>シャットアウト</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>点差</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>各プレイヤーのラインボーナス（ボックス）：勝ったハンド 1 つごとに一定の点</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>目標点に達したプレイヤーへのゲームボーナス</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>敗者が 1 ハンドも勝てなかったときの追加点（勝者の得点が 2 倍）</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>各ゲームの合計：ハンドの得点と、ゲーム終了時のボーナス</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>勝者の合計から敗者の合計を引いた点</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>アンダーカット</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>ジン</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>ビッグジン</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>アンダーカット</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>ジン</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>ビッグジン</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>ゲーム {game} でのあなたの累計</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>ゲーム {game} での{name}の累計</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>ゲーム {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>同点</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>ハンド {hand} はゲーム {game} に記録されていません</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>ゲーム {game}：{name} +{points}、合計 {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>各ゲームの合計：ハンドの得点と、ゲーム終了時のボーナス。マッチ：{first_name} {first}、{second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>ハンド {hand}、あなたが配札</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>ハンド {hand}、{name}が配札</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}：流局、得点なし</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}：あなたに {points} 点（{outcome}）</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}：{name}に {points} 点（{outcome}）</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}。デッドウッドはノックしたあなたが {knocker_deadwood}、{defender}が {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}。デッドウッドはノックした{knocker}が {knocker_deadwood}、あなたが {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}。デッドウッドはノックした{knocker}が {knocker_deadwood}、{defender}が {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>貪欲にメルドを作り、ノックが遅く、役に立つアップカードを見逃すこともあります。</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>アップカードはメルドになるときだけ取り、デッドウッドを低く保ち、すぐにノックします。</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>さらに、安全に捨て、もう使われないカードを追跡し、アンダーカットを警戒してノックの時機をはかります。</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>さらに、あなたが取ったカードから手札を読み、作れるメルドで各ドローを評価します。</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>毎手、起こりうる配札を先読みします。最も強く、最も時間がかかります。</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} はテキストではない</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} はこの種の設定としては長すぎる</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>保存されたテキストに無効な文字が含まれている</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} は整数ではない</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} は true でも false でもない</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} は off、fast、normal のいずれでもない</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>{name}ルール</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} は使用できない</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>保存されたルール変更の入れ子が深すぎる</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}。{preset}ルールを変更なしで使用します</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} はルールのプリセットではない</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>保存された値を読み込めない（{error}）</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}。{default} を使用します</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} は 1～5 のレベルではない</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} はルールのセットではない</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} は {low}～{high} ピクセルの高さではない</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} は {low}～{high} の音量ではない</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} は {choices} のいずれでもない</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} は #RRGGBB 形式の色ではない</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} はアニメーション速度ではない</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} はゲームが対応している言語ではない</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>以下の設定を自分で組み合わせたもの。</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>ありえないルール：{problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>システムの言語（{language}）</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>最初のウィンドウサイズの場でのカードの高さ（ピクセル）。ウィンドウを大きくするとカードも場に合わせて大きくなります（最大でこの高さの {scale} 倍）</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>ヒント（{key}）と最善の捨て札を表示(&amp;H)</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>ヒントボタン（{key}）で最善手とその理由を表示し、パネルに最善の捨て札を表示します（ヒントを使ったハンドは補助付きとして数えられます）</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>うっかりミスの取り消しを許可（{key}）(&amp;U)</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>新しい情報が何もわからない場合に限り、{key} で直前の手を取り消せます（使ったハンドは補助付きとして数えられます）</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>場の色</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>ゲームの表示言語。再起動せずにすぐ切り替わります</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>コンピューターの強さ(&amp;D)：</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>コンピューターの強さ</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>あなたの手が最善手より明らかに劣っていたとき、手の記録にどの手のほうが良かったか、その理由を控えめに表示します</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>アドバイス：明らかに劣る手を指したら知らせる(&amp;T)</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>マッチの最初の 3 ハンドでは、いま何ができるか、その方法を場に 1 行で表示します。最初のマッチが終わると自動的にオフになります</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>マッチの最初のハンドで場にヒントを表示(&amp;I)</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>カードを配る・引く・捨てる音、ノック、ジン、レイオフ、各ハンドとマッチの勝敗の効果音</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>効果音を鳴らす(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>ゲームの効果音の大きさ。システムの音量より大きくなることはありません</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>ルールのプリセット(&amp;P)：</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>プリセットを選ぶと、以下のルールがすべて設定されます</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>ノックとプレイ</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>ノック上限(&amp;K)：</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>ノックできるデッドウッドの上限（0：ジンのみ）</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0（ジンのみ）</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>オクラホマ：最初のアップカードの点数がそのハンドのノック上限になります（絵札は 10）</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>オクラホマ：最初のアップカードで上限が決まる(&amp;O)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>オクラホマ：アップカードがエースならジンのみ。ただしこれをオンにすると 1 でノックできます</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>オクラホマ：エースなら 1 でノック可(&amp;C)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>オクラホマ：最初のアップカードがスペードならハンドの得点が 2 倍になります</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>オクラホマ：スペードのアップカードで得点 2 倍(&amp;D)</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>守り側は、ノックした側のメルドにカードをレイオフできます</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>レイオフあり(&amp;L)</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>ランだけをメルドとして数え、同じ数字のグループ（セット）は数えません</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>ランのみ（セットなし）(&amp;U)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>捨て札の山から取ったばかりのカードを、すぐに捨て直してもかまいません</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>取った直後のカードを捨ててもよい(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>次のディーラー(&amp;N)：</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>次のハンドを配る人（流局の後は同じディーラーがもう一度配ります）</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>山札の残りが 2 枚（ウォール）になったとき、次のプレイヤーは最後の捨て札を取ることができますが、それでノックする場合に限ります（「50 枚目のカード」ルール）</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>ウォールでは最後の捨て札をノック用に取れる(&amp;W)</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>捨て札の取得回数による流局：</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>捨て札の山からこの枚数のカードが取られたハンドは、次の捨て札の後、得点なしで終わります（捨て札の取り合いが終わらないのを防ぎます）</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>ジンボーナス(&amp;G)：</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>プレイヤーがジンしたとき、守り側のデッドウッドに加算されます</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>ビッグジン：引いた直後に 11 枚すべてがメルドになっている状態。捨て札なしで宣言します</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>ビッグジンボーナス(&amp;B)：</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>ビッグジンのとき、守り側のデッドウッドに加算されます</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>アンダーカットボーナス(&amp;S)：</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>守り側がアンダーカットしたとき、差に加算されます</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>守り側のデッドウッドがノックした側と同じなら、アンダーカットになります</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>同点はアンダーカット(&amp;I)</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>ラインボーナス（ボックス）(&amp;X)：</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>ゲーム終了時、プレイヤーが勝ったハンドごとに加算されます</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>ゲームボーナス(&amp;M)：</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>ゲーム終了時、勝者の得点に加算されます</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>目標点(&amp;T)：</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>最初にこの点数に達したプレイヤーがゲームの勝者になります</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>敗者が 1 ハンドも勝てなかった場合、勝者のハンドの得点とゲームボーナスが 2 倍になります</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>シャットアウトで勝者の得点を 2 倍(&amp;W)</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>シャットアウトで勝者の合計（ラインボーナスを含む）がすべて 2 倍になります</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>シャットアウトですべて 2 倍(&amp;E)</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>ハリウッド方式：3 つのゲーム（列）を同時に記録し、それぞれ目標点まで競います</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>ハリウッド：3 ゲーム同時(&amp;H)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>カードのサイズ(&amp;S)：</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>場でのカードの高さ（ピクセル）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>スートごとに色を変える</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>4 色デッキ（クラブは緑、ダイヤは青）(&amp;F)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>カードの裏面(&amp;B)：</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>カードの裏面の絵柄</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>場の色(&amp;T)：</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>場のフェルトの色を選ぶ</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>アニメーション速度(&amp;A)：</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>場でのカードの動く速さ</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>あなたの番になると、引くことのできる山札と捨て札の山、または捨てる必要があるときは手札が、ほのかに光ります</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>自分の番にプレイする場所を表示(&amp;W)</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>フェルトの色の代わりにほぼ黒の無地の場、黒で縁取られたカード、選んだカードとプレイする場所を囲む太い黄色の枠、白い見出し、白黒のパネル</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>ハイコントラストの場(&amp;H)</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>カードのサイズ、デッキ、カードの裏面、場の色、アニメーション速度は次のハンドから変わります。手番の表示とハイコントラストはすぐに変わります。</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>{size} バイトあり、どの設定ファイルよりもはるかに大きい</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>このプログラムが書き込むことのない値が含まれている（{marker}…）</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>設定を読み込めませんでした（{problem}）。このセッションでは既定値を使用し、設定ファイルはそのままにしておきます。</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>設定を読み込めませんでした（{problem}）。既定値を使用します。ファイルは「{kept}」として残しました。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>得点、手番、ハンド</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>ハンド番号とディーラー</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>コンピューターの対戦相手</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>配札のフィンガープリント</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>誰の番か</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>すること</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>コンピューターのプレイヤーの問題</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>デッドウッドの点数</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>デッドウッドの注記</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>手札のメルド</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>コーチのヒント</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>このハンド</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>このハンドの手順</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>コンピューターの手札でわかっているカード</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>{friend} さんの手札でわかっているカード</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>次のマッチで使われる秘密のシードの SHA-256：{sha}
すべてのデッキはこのシードとあなたのフレーズから作られます。検証方法は「ゲーム ▸ 公正な配札…」を参照してください。</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>使用中の秘密のシードの SHA-256：{sha}
このマッチは検証できません。セーブデータに、このプログラムが引いたと保証できない配札シードが含まれていたため、カードが意図的に選ばれた可能性があります。詳しくは「ゲーム ▸ 公正な配札…」を参照してください。</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>使用中の秘密のシードの SHA-256：{sha}
すべてのデッキはこのシードとあなたのフレーズから作られます。検証方法は「ゲーム ▸ 公正な配札…」を参照してください。</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>配札のフィンガープリント（検証不能なマッチ）</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>ジン・ラミーはすでに開いているようですが、応答がありません。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>ジン・ラミーは、このデータフォルダーを共有している別のコンピューター「{host}」（プロセス {pid}）で開いているようです。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>ジン・ラミーはプロセス {pid} として開いていたようですが、このコンピューターではもう実行されていません。ロックが残ったままになっています。</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>ジン・ラミーはこのコンピューターでプロセス {pid} としてすでに開いているようですが、応答がありません。</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ジン・ラミー</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>向こうで開いていない場合に限り、ここで開いてください。2 つ同時にプレイすると、互いのセーブデータを上書きしてしまいます。</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>このまま開く</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
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
        <translation>ファイルが整合性チェックに失敗した（{problems}）</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>記録待ちの統計の一部を読み込めませんでした。「{name}」として残しました。残りは通常どおり記録されます。</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>ファイルは新しいバージョンのゲームで作られている（スキーマ {version}）</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>ファイルのスキーマバージョン {version} はこのゲームのものではない</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>ファイルがこのゲームの統計ファイルではない</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>ファイルの {table} テーブルがこのゲームの書き込むものと異なる</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>今回は統計ファイルの破損チェックができませんでした（システムが別のタスクの開始を拒否しました）。ハンドは引き続き記録されます。</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}。さらに、移動することもできなかった</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>ファイルを開けない（{error}）</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>フォルダー {folder} を作成できない（{error}）</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>新しいファイルを作成できなかった</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>{name} という名前のフォルダーが邪魔になっている</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>ファイルに書き込めない（{error}）</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>統計ファイルを読み込めませんでした（{problem}）。ファイルは「{name}」として残し、新しい統計を開始しました。</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>統計を保存できません：{problem}。このセッションの統計は終了するまで保持されます。</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>統計ファイルは別のプログラムが使用中です。空きしだい、ハンドを記録します。</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>ファイルが破損している（{error}）</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>ファイルが破損しており、移動することもできなかった</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation>{title}：{value}、{note}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>あなたの統計</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>マッチの勝利数</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>ハンドの勝利数</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>ハンドあたりの得点</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>ジン率</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>アンダーカット率</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>ノック時のデッドウッド</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>マッチ数</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>運</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>実力評価</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>成績の推移</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>マッチを 1 つ終えると、成績の推移が表示されます。</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>統計をリセット…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>すべての強さ</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
勝率 {rate}（{matches} マッチ）</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n ハンド</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>すべての強さで、まだ記録されたハンドがありません。1 ハンドプレイすると、すぐにここに表示されます。</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>{level}との対戦で、まだ記録されたハンドがありません。1 ハンドプレイすると、すぐにここに表示されます。</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>{day} 以降、すべての強さとの対戦</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>{day} 以降、{level}との対戦</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n ハンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n マッチをプレイ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>別に数えたハンド %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>統計ファイルに書き込めません。このセッションのハンドは終了するまで保持されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n 件の記録がファイルの空きを待っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>放棄したマッチはプレイ数には数えますが、勝利には数えません。マッチがある強さで数えられるのは、すべてのハンドをその強さでプレイした場合だけです。</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>最終点差（点）</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>すべての強さで記録したハンドとマッチをすべて消去しますか？ この操作は元に戻せません。</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>統計をリセットできませんでした（ファイルが使用中です）。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>最長：%n マッチ</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>あなたの得点からコンピューターの得点を引いたもの</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>全ハンドに占める割合：あなたのジンまたはビッグジン %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>ノックしたときの平均</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>終了したマッチはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>%n マッチ中 {won} 勝</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>プレイしたハンドはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>全 %n ハンド中 · 勝率 {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>あなたのノックがアンダーカットされた割合 · あなたのアンダーカット {count} 回</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>まだノックしていません · あなたのアンダーカット {count} 回</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} 勝</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} 敗</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} 放棄</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>{count} 引き分け</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>次の数値には含めず、別に数えています：終了したマッチ %n、および「この配札でもう一度プレイ」で配られたハンド（{replayed}）、以前のセーブデータに戻った後にプレイしたハンド（{back}）、配札を保証できないマッチのハンド（{unverifiable}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won} 勝 {lost} 敗</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>友だちとの対戦成績：{friends}。</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n マッチ中の直近 {shown} · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n マッチ · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>放棄または引き分け</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>これまでの勝率</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>測定できる終了したマッチはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>%n マッチのいずれもまだ測定されていません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>運を補正して {adjusted}、実際は {actual} · %n マッチ中 {measured} マッチで測定</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>運は、マッチを分析するか、下のボタンで測定できます。</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>ハンドの得点で表したあなたの運：配られたカードと引いたカードが、平均を上回ってもたらした点です。同じマッチでのコンピューターの運：{theirs}。運を補正した結果は、あなたの運を差し引き、コンピューターの運を足し戻したものです。</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>最後まで分析したマッチはまだありません</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>直近のマッチ：1 判断あたり {rate} 点を失いました</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>マッチを最後まで分析すると、レベルの尺度で実力が評価されます。</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>最後まで分析した直近 %n マッチでの、1 判断あたりに失った点（古い順）：{rates}。少ないほど強いプレイです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>すべてのマッチの運を測定</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>まだ分析していない終了したマッチの運を、プレイを続けている間に 1 つずつ分析します。</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>%n マッチ中 {done} マッチを測定しました…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>終了したすべてのマッチの運は測定済みです。</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>%n マッチの運を測定しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>%n マッチを測定できませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>このカードでノック</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>あなたの手札、%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>コンピューターの手札、%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>{friend} さんの手札、%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>山札、%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>捨て札の山、空</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>捨て札の山、いちばん上は{card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>あなたの公開したカード</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>コンピューターの公開したカード</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>{friend} さんの公開したカード</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>ノック置き場：{caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>ノック置き場：ノックした側の捨て札、裏向き</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>いちばん上のカードを取る</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>{label}（{key}）を押すと次を配ります。</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>{key} で新しいゲームを始めるか、{review} でマッチを分析できます。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>上にコンピューターの手札、中央に山札、捨て札の山、ノック置き場、下にあなたの手札があります。矢印キーでカードを選びます。</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>まだゲームがありません。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>ハンドは終わりました。</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>コンピューターの番です。</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>カードが落ち着くまでお待ちください。</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>いまはその操作はできません。</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>まずカードを選んでください。クリックするか、矢印キーを使います。</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>デッドウッドが多すぎてノックできません。</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>そのカードでは、デッドウッドが多すぎてノックできません。</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>まだジンではありません。</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>ハンドはまだ終わっていません。</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>ヒントはオフです。「設定 ▸ ゲーム」でオンにしてください。</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>ヒントはあなたの番にだけ使えます。</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>まだカードを配っています。</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>ヒントを計算しています。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>まずアップカードを取る（{take_key}）か、見送って（{pass_key}）ください。</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>まずカードを引いてください。</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>カードを引きました。カードを 1 枚捨ててください（またはノック）。</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>まずショーダウンを終えてください（{key}）。</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>アップカードが見送られました。山札から引いてください（{key}）。</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>取ったばかりの{card}は捨てられません。</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>コンピューターはアップカードを見送りました。</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>山札の残りは 2 枚です。最後の捨て札は、ノックする場合に限り取れます。</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>メルドをあなたが組んだとおりに</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>メルドを最善の組み方で（あなたの組み方ではデッドウッド {deadwood} が残るため）</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>{card}を選びました。</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>カットはあなたが{mine}、コンピューターが{theirs}。あなたが配ります。</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>カットはあなたが{mine}、コンピューターが{theirs}。コンピューターが配ります。</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>ハンド {number}：あなたが配りました。</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>ハンド {number}：コンピューターが配りました。</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>コンピューターは{card}を捨てました。</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>コンピューターがビッグジンしました！</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>コンピューターがジンしました！</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>コンピューターがデッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>ビッグジンです！ {melds}公開します！</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>{friend} さんの番です。</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} さんはアップカードを見送りました。</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>カットはあなたが{mine}、{friend} さんが{theirs}。あなたが配ります。</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>カットはあなたが{mine}、{friend} さんが{theirs}。{friend} さんが配ります。</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>ハンド {number}：{friend} さんが配りました。</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} さんは{card}を捨てました。</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>ジンです！ {melds}公開します！</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>デッドウッド {deadwood} でノックし、{melds}公開しました。</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>ビッグジンです！</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>ジンです！</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>デッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} さんがビッグジンしました！</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} さんがジンしました！</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} さんがデッドウッド {deadwood} でノックしました。</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>{cards} をレイオフしました。</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>コンピューターは {cards} をレイオフしました。</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} さんは {cards} をレイオフしました。</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>山札 · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>ジンのみ</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>ノック · {limit} 以下</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>ジンのみ：このハンドはノックできません</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>デッドウッド {limit} 以下でノック可</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>メルド {number} の一部です。</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>まだメルドになっていないグループの一部です。</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>デッドウッドです。</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where}このターンは捨てられません。</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>コンピューターは山札から引きました。</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} さんは山札から引きました。</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>コンピューターは{card}を取りました。</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} さんは{card}を取りました。</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>コツ：アップカードが手札に合うなら取り（{take}）、合わなければ見送りましょう（{pass_key}）。</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>コツ：山札のいちばん上のカードを手札へドラッグするか、{draw} を押しましょう。</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>コツ：山札か捨て札の山のいちばん上のカードを手札へドラッグするか、{draw} か {take} を押しましょう。</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>コツ：すべてのカードがメルドになっています。{gin} を押してジンしましょう！</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>コツ：デッドウッドが十分少ないのでノックできます。カードをノック置き場に置くか、{knock} を押しましょう。</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>コツ：セットやランになるカードを残し、いちばん要らないカードを捨て札の山へドラッグしましょう。</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>コツ：{lay_off} を押すと、コンピューターのメルドに合うあなたの浮き札がレイオフされます。</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>コツ：{lay_off} を押すと、{friend} さんのメルドに合うあなたの浮き札がレイオフされます。</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>{card}を引きました。</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>{card}を取りました。</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>{card}を捨てました。</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>あなたの手札、%n 枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>メルド {number}：{cards}。</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>まだメルドではない：{cards}。</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>デッドウッド：{cards}。</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>あなたのデッドウッドは %n 点です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>あなたの公開したカード。</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>コンピューターの公開したカード。</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>{friend} さんの公開したカード。</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}：{cards}。</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>手札にカードがありません。</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>山札は %n 枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>捨て札の山のいちばん上のカードはまだ裏向きです。</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>捨て札の山は空です。</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>捨て札の山のいちばん上は{card}です。</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>ノック置き場には、ノックした側の捨て札が裏向きに置かれています。</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>ノック置き場：{caption}。</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>コンピューターの手札は %n 枚です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} さんの手札は %n 枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>コンピューターの手札にあるとわかっているカード：{cards}。</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>{friend} さんの手札にあるとわかっているカード：{cards}。</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>コンピューターの強さは{level}です。</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>友だちの {friend} さんと対戦中です。</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>今回はヒントがありません。</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>まだ何も読み上げていません。</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>元に戻す機能はオフです。「設定 ▸ ゲーム」でオンにしてください。</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>このハンドで、元に戻せるあなたの手はまだありません。</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>あなたの前の手の後に、コンピューターが手を指しました。</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>ハンドは精算済みです。カードが公開されました。</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>捨て札の山からカードを取った手</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>{card}を捨てた手</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>山札から引いたカードは元に戻せません。山札の順番がわかってしまいます。</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>ノックは元に戻せません。</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>アップカードの見送りは元に戻せません。</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>この手は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>友だちとのマッチ</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>{friend} さんとのマッチはまだ終わっていません。今すぐ続けますか？ 両方のプログラムが起動している必要があります。このプログラムは {friend} さんの接続を待ちます。</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>開けません：{reason}。</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>ファイルを読み込めません：{reason}。</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>ファイルを読み込めませんでした（{error}）。</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>ファイルが大きすぎて、マッチのファイルではありません（%Ln バイト）。</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>ファイル：{name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>このプログラムで読み込めるマッチではありません：{reason}。</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>ファイルの形式が不正です（{error}）。</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>友だちとのマッチの記録が正しくありません：{reason}。</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>マッチの記録が正しくありません：{reason}。</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>マッチの記録の形式が不正です（{error}）。</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>{match} のハンド {number}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>そのマッチには再生できる記録がありません。</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>そのマッチの記録が大きすぎます。</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>レベル {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · あなた {you} – コンピューター {computer} · %n ハンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {friend} さんとの対戦 · {result} · あなた {you} – {friend} {theirs} · %n ハンド</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation>ジン・ラミー</translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation>ジン・ラミー：予期しないエラー</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>問題が発生しました：{error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>ジン・ラミーを起動できません。このセッションではプログラムのメモリがアドレス空間 {limit} MB に制限されています（ulimit -v）が、ゲームには少なくとも {needed} MB 必要です。制限を引き上げてから、もう一度起動してください。</translation>
    </message>
</context>
</TS>
