<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>{name} ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+←</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalGames</name>
    <message>
        <source>This computer is on no local network, so your game cannot be shown there. Your friend can still join with the invite code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>better</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the file failed its integrity check ({problems})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>no finished match to measure yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
