<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Wersja {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub dowolnej późniejszej ({expression}), bez żadnej gwarancji.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gra: GNU General Public License, wersja 3 lub późniejsza&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} jest wolnym oprogramowaniem: możesz je rozpowszechniać i/lub modyfikować na warunkach licencji GNU General Public License opublikowanej przez Free Software Foundation, w wersji 3 tej licencji lub (według twojego wyboru) dowolnej późniejszej (SPDX: {expression}). Program jest rozpowszechniany w nadziei, że będzie użyteczny, ale BEZ JAKIEJKOLWIEK GWARANCJI, nawet domyślnej gwarancji PRZYDATNOŚCI HANDLOWEJ albo PRZYDATNOŚCI DO OKREŚLONYCH ZASTOSOWAŃ. Tekst licencji: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Dotyczy to własnego kodu programu, jego formularzy i strony z zasadami, {copyright}. Ikona gry to nasz własny rysunek, a dźwięki – nasza własna synteza (assets/sounds/PROVENANCE.md); jedno i drugie przekazaliśmy do domeny publicznej na warunkach CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafika kart: CC0 1.0 (domena publiczna)&lt;/h3&gt;&lt;p&gt;Autorem awersów kart jest Adrian Kennard, który przekazał je do domeny publicznej na warunkach Creative Commons CC0 1.0 Universal. Nasze rewersy kart oraz nasze zmiany w awersach również przekazaliśmy do domeny publicznej na warunkach CC0. Skąd pochodzi grafika i co w niej zmieniliśmy: {provenance}; tekst licencji: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt i Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Gra powstała z użyciem Qt {qt} i Qt for Python (PySide6 {pyside}), używanych na warunkach licencji GNU Lesser General Public License w wersji 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). LGPL pozwala zastąpić dołączone do gry biblioteki Qt i PySide6 własnoręcznie zbudowanymi. Ich kod źródłowy jest dostępny w serwisach &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; i &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt jest znakiem towarowym firmy The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Teksty licencji&lt;/h3&gt;&lt;p&gt;Zainstalowana gra zawiera wszystkie teksty licencji i informacje o prawach (nasze, grafiki kart, Qt, Pythona i PyInstallera) w folderze {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>O Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>O grze Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Gin Rummy przeciwko komputerowi: pięć poziomów trudności i zasady wszystkich popularnych szkół.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Wolne: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Wolne karty za %n punkt</numerusform>
            <numerusform>Wolne karty za %n punkty</numerusform>
            <numerusform>Wolne karty za %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Sekwens + {count} dołożone</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Sekwens</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Komplet + {count} dołożone</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Komplet</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Sekwens z %n dołożoną kartą</numerusform>
            <numerusform>Sekwens z %n dołożonymi kartami</numerusform>
            <numerusform>Sekwens z %n dołożonymi kartami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Komplet z %n dołożoną kartą</numerusform>
            <numerusform>Komplet z %n dołożonymi kartami</numerusform>
            <numerusform>Komplet z %n dołożonymi kartami</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>z {before} na {after}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation>Odrzucenie karty {card} (wolne karty: {deadwood}), choć brakowało jej jednej karty do układu</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Odrzucenie karty {card} (wolne karty: {deadwood}), choć brakowało jej jednej karty do %n układu</numerusform>
            <numerusform>Odrzucenie karty {card} (wolne karty: {deadwood}), choć brakowało jej jednej karty do %n układów</numerusform>
            <numerusform>Odrzucenie karty {card} (wolne karty: {deadwood}), choć brakowało jej jednej karty do %n układów</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>zastukanie teraz z wolnymi kartami za {deadwood} pkt zmniejszyłoby twoje szanse na wygranie partii (podcięcie w {percent} symulacji)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt najpewniej skończyłoby się podcięciem: tak było w {percent} symulacji, średnio o %n punkt na rozdanie gorzej</numerusform>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt najpewniej skończyłoby się podcięciem: tak było w {percent} symulacji, średnio o %n punkty na rozdanie gorzej</numerusform>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt najpewniej skończyłoby się podcięciem: tak było w {percent} symulacji, średnio o %n punktów na rozdanie gorzej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt dawało w symulacjach średnio o %n punkt na rozdanie mniej niż dalsza gra (podcięcie w {percent} z nich)</numerusform>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt dawało w symulacjach średnio o %n punkty na rozdanie mniej niż dalsza gra (podcięcie w {percent} z nich)</numerusform>
            <numerusform>zastukanie teraz z wolnymi kartami za {deadwood} pkt dawało w symulacjach średnio o %n punktów na rozdanie mniej niż dalsza gra (podcięcie w {percent} z nich)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}), ale która pasuje do układu z kartą {picked} wziętą przez przeciwnika: to zmniejszyłoby twoje szanse na wygranie partii</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}): to zmniejszyłoby twoje szanse na wygranie partii</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}), ale która pasuje do układu z kartą {picked} wziętą przez przeciwnika: to dawało w symulacjach średnio o %n punkt na rozdanie mniej</numerusform>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}), ale która pasuje do układu z kartą {picked} wziętą przez przeciwnika: to dawało w symulacjach średnio o %n punkty na rozdanie mniej</numerusform>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}), ale która pasuje do układu z kartą {picked} wziętą przez przeciwnika: to dawało w symulacjach średnio o %n punktów na rozdanie mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}): to dawało w symulacjach średnio o %n punkt na rozdanie mniej</numerusform>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}): to dawało w symulacjach średnio o %n punkty na rozdanie mniej</numerusform>
            <numerusform>zamiast karty {card}, po której zostaje najmniej wolnych kart ({deadwood}): to dawało w symulacjach średnio o %n punktów na rozdanie mniej</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>zachowujesz kartę {card}, której brakuje jednej karty do układu</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>zachowujesz kartę {card}, której do %n układu brakuje jednej karty</numerusform>
            <numerusform>zachowujesz kartę {card}, której do %n układów brakuje jednej karty</numerusform>
            <numerusform>zachowujesz kartę {card}, której do %n układów brakuje jednej karty</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>karta {card} wygląda na bezpieczną: przeciwnik odrzucił kartę {threw} i nie wziął karty {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>karta {card} wygląda na bezpieczną: przeciwnik odrzucił kartę {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>karta {card} wygląda na bezpieczną: przeciwnik nie wziął karty {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Rezygnacja z odkrytej karty</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Rezygnacja z karty {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin po odrzuceniu karty {card}: {bonus} pkt premii i żadnego dokładania</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Zastukanie z wolnymi kartami za {deadwood} pkt, z odrzuceniem karty {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>podcięcie w {percent} symulacji</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Odrzucenie karty {card} rozbija twój układ {meld} (wolne karty: {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Odrzucenie karty {card} (wolne karty: {deadwood}): była daleko od układów</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>ryzykowne: przeciwnik wziął kartę {picked}, która tworzy z nią układ</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>karta {card} jest bezpieczna: przeciwnik nie może już ułożyć jej w układ</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>wygrana w {percent} symulowanych rozdań</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Wzięcie karty {card}: uzupełnia układ {meld}, wolne karty {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Wzięcie karty {card}: wolne karty {before} → {after}, ale zdradza, co zbierasz</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>Karta {card} nie zmniejsza twoich wolnych kart i zdradza przeciwnikowi, czego szukasz</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Dobranie w ciemno zamiast karty {card} (zmieniłaby wolne karty {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Dobranie z talonu: karta {card} nic ci nie daje</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>Jedyny ruch: dołożenie kart: {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>przeciwnik zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Dobranie z talonu</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Pas: rozdanie kończy się przy ścianie bez punktów</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Wielki gin: wszystkie jedenaście kart w układach, największa możliwa premia</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Jedyny ruch</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>Jedyny ruch: obaj gracze zrezygnowali z pierwszej odkrytej karty</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Wyłóż swoje układy i dołóż, co się da</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>Jedyny ruch: nie ma czego dołożyć</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>podcinasz</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>{name} ({key})</source>
        <translation>{name} ({key})</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odrzuć {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Zastukaj</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Zastukaj ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Odrzuć kartę {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Zastukaj, odrzucając kartę {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Podlicz rozdanie</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Dołóż</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Do gina nie można dokładać: podlicz rozdanie ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Dołóż i podlicz rozdanie ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Pokaż najlepszy ruch i uzasadnienie ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Cofnij: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Cofnij: {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Weź odkrytą kartę</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Weź odkrytą kartę</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Pas – nie bierz odkrytej karty</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Dobierz z talonu</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dobierz kartę z talonu</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Weź ze stosu</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Weź wierzchnią kartę ze stosu odkrytego</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Pas przy ścianie</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Odrzuć zaznaczoną kartę</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Ogłoś gina</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Dołóż i podlicz rozdanie</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Rozpocznij następne rozdanie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Rozpocznij nową partię</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa partia</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Analiza meczu</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Przeanalizuj swoje decyzje i szczęście w tym meczu</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>&amp;Analiza tego meczu…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sortuj według wartości</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Sortuj według koloru</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Ułóż układy</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Zaznacz w lewo</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Zaznacz kartę po lewej</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Zaznacz w prawo</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Zaznacz kartę po prawej</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Przesuń w lewo</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Przesuń zaznaczoną kartę w lewo</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Przesuń w prawo</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Przesuń zaznaczoną kartę w prawo</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Usuń zaznaczenie</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Usuń zaznaczenie</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Przejdź wyżej</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Przenieś czytnik ekranu do miejsca powyżej: stosy, karty komputera, wyłożone karty (← → przechodzą po rzędzie wyłożonych kart)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Przejdź niżej</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Przenieś czytnik ekranu do miejsca poniżej, aż do twojej ręki</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Odczytaj swoje karty</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Odczytaj swoje karty: układy, wolne karty i ich sumę punktów (przy wykładaniu – twoje wyłożone karty)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Odczytaj stół</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Odczytaj stół: talon, stos odkryty, znane karty komputera (przy wykładaniu – jego wyłożone karty)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Odczytaj wynik</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Powtórz</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Powtórz ostatni komunikat</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Każdy ruch można wykonać z klawiatury; klawisze strzałek zaznaczają i przesuwają karty na twojej ręce.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>powtórzone z wcześniejszego meczu, a nie z ziarna tego meczu</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>utracone ziarno rozdania zachowuje swój odcisk i nie zostaje ujawnione</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>ziarno rozdania ma %n bajt</numerusform>
            <numerusform>ziarno rozdania ma %n bajty</numerusform>
            <numerusform>ziarno rozdania ma %n bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>pierwsze rozdanie ziarna rozdania musi być liczbą całkowitą od 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>pierwsze ziarno meczu zaczyna się od przełożenia (rozdanie 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>ziarna meczu muszą zaczynać się od rosnących numerów rozdań, które już się odbyły</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>frazy meczu muszą być tekstem</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>ziarno następnego meczu ma %n bajt</numerusform>
            <numerusform>ziarno następnego meczu ma %n bajty</numerusform>
            <numerusform>ziarno następnego meczu ma %n bajtów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przed każdym meczem program losuje tajne ziarno z generatora losowości twojego komputera i pokazuje na stole jego &lt;b&gt;odcisk&lt;/b&gt; (skrót SHA-256). Każda talia jest wyliczana z tego ziarna, &lt;b&gt;twojej frazy&lt;/b&gt; i numeru rozdania. Ziarno jest ustalone, zanim twoja fraza stanie się znana, więc program nie może dobrać kart na swoją korzyść; a twoja fraza zostaje utrwalona przy pierwszym rozdaniu z danego ziarna, zanim ziarno zostanie gdziekolwiek zapisane, więc nikt nie może dobrać frazy pod ziarno. Nowa fraza obowiązuje zatem od następnego ziarna: od następnego meczu albo od rozdań po ujawnieniu ziarna. Po zakończeniu meczu ziarno zostaje ujawnione i każdy może ponownie wyliczyć każdą talię – przyciskiem Sprawdź albo skryptem &lt;code&gt;tools/verify_deal.py&lt;/code&gt; ze źródeł gry, który nie potrzebuje niczego poza Pythonem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Tego meczu nie da się zweryfikować: jedno z ziaren rozdań w jego zapisie nie zostało wylosowane przez ten program albo program nie może tego poręczyć (wpisane ręcznie, przez wcześniejszą wersję lub na innym komputerze) bądź nie dało się go odczytać, więc karty mogły zostać dobrane celowo – niezależnie od wyniku tego sprawdzenia.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>przełożenie</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>rozdanie nr {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Niezgodność: karty nie są takie, jakie dają ziarno i fraza – dotyczy: {deals}.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>Przełożenie i pierwsze rozdanie są powtórzone z wcześniejszego meczu, a nie z ziarna tego meczu.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>Nie można sprawdzić %n rozdania: jego ziarna nie dało się odczytać przy wznowieniu meczu.</numerusform>
            <numerusform>Nie można sprawdzić %n rozdań: ich ziarna nie dało się odczytać przy wznowieniu meczu.</numerusform>
            <numerusform>Nie można sprawdzić %n rozdań: ich ziarna nie dało się odczytać przy wznowieniu meczu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>Ujawnione ziarno nie wygenerowało jeszcze żadnych kart: nie ma czego sprawdzać.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Na razie nie ma czego sprawdzać: ziarno zostanie ujawnione po zakończeniu meczu albo gdy je ujawnisz.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>Karty %n sprawdzonego rozdania zgadzają się z ziarnem i frazą.</numerusform>
            <numerusform>Karty %n sprawdzonych rozdań zgadzają się z ziarnem i frazą.</numerusform>
            <numerusform>Karty %n sprawdzonych rozdań zgadzają się z ziarnem i frazą.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>Jeszcze %n rozdanie będzie można sprawdzić po ujawnieniu jego ziarna.</numerusform>
            <numerusform>Jeszcze %n rozdania będzie można sprawdzić po ujawnieniu ich ziarna.</numerusform>
            <numerusform>Jeszcze %n rozdań będzie można sprawdzić po ujawnieniu ich ziarna.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Uczciwe rozdanie</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Ziarna i frazy tego meczu</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Wynik weryfikacji</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Twoja fraza:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Twoja fraza, wmieszana w kolejne rozdania</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Użyj tej frazy</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowa</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Ujawnij ziarno teraz…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Sprawdź</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Eksportuj do sprawdzenia…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Fraza musi mieć co najmniej jeden znak.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>Fraza jest używana, ale nie udało się jej zapisać na następne uruchomienie.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Fraza przyjęta: obowiązuje od następnego ziarna (od następnego meczu albo od rozdań po ujawnieniu ziarna). Bieżące ziarno zachowuje frazę ze swojego pierwszego rozdania.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Fraza przyjęta: zostanie wmieszana w następne rozdanie.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>Bieżące ziarno nie wygenerowało jeszcze żadnego rozdania: nie ma czego ujawniać.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Ujawnić teraz tajne ziarno? Nie będzie już używane do rozdań: kolejne rozdania wygeneruje nowe ziarno, którego odcisk od razu zobaczysz.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Eksport meczu do sprawdzenia</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Mecz (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Nie udało się wyeksportować meczu: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Wyeksportowano do pliku {name}. Sprawdź go poleceniem: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>utracone: nie dało się go odczytać, więc jego rozdań nie można zweryfikować</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>według wiedzy programu nie zostało przez niego wylosowane: za jego rozdania nie można poręczyć</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>ujawnione: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>tajne; wygeneruje następne rozdanie (jeśli zamkniesz grę przed tym rozdaniem, przy następnym uruchomieniu zostanie wylosowane nowe ziarno z nowym odciskiem)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>tajne do końca meczu</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ziarno {number}&lt;/b&gt; (od rozdania {deal})&lt;br&gt;odcisk &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Następny mecz&lt;/b&gt; zacznie się od ziarna o odcisku&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (zanotuj go, a potem wybierz swoją frazę). Obowiązuje ono, dopóki program działa: ziarno, które niczego nie rozdało, nigdy nie jest zapisywane, więc jeśli zamkniesz grę przed rozpoczęciem następnego meczu, przy następnym uruchomieniu zostanie wylosowane nowe ziarno z nowym odciskiem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Użyte frazy</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>„{phrase}”</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Przełożenie przed rozdaniem: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Rozdanie {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} nie jest plikiem</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} to potok nazwany, a nie plik</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} to folder, a nie plik</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} to gniazdo, a nie plik</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} to urządzenie, a nie plik</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} nie jest zwykłym plikiem</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Gra ze znajomym</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Imię, które zobaczy twój znajomy: od 1 do 40 znaków</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Załóż grę lub dołącz</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Załóż grę</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Dołącz do gry</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Na tym komputerze gra nie może czekać na połączenie od znajomego.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Czekam na znajomego…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Gra nie czeka już na znajomego.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Znajomy się łączy…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Skopiowano kod zaproszenia: wyślij go znajomemu. Czekam na znajomego…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>W twojej sieci jest gra gracza {name}.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Łączenie z {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Porównajcie liczby kontrolne: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Czekam, aż {friend} przyjmie twoje zasady:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>Gracz {friend} dołączył do twojej gry.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>Czekam, aż {friend} przyśle zasady…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Połączono z graczem {friend}.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Program twojego znajomego wysłał wiadomość, która nie powinna się tu pojawić: połączenie zostało zakończone.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Program twojego znajomego wysłał zasady, których ten program nie potrafi odczytać (może to inna wersja gry): połączenie zostało zakończone.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} proponuje grę według tych zasad:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Przyszły zasady od gracza {friend}. {rules} Przyjmij je albo odrzuć.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Zasady zaproponowane graczowi {friend}:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>Gracz {friend} odrzucił twoje zasady. Otwórz grę ponownie albo anuluj i wybierz inne zasady w ustawieniach.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Program twojego znajomego wysłał odpowiedź, której ten program nie potrafi odczytać: połączenie zostało zakończone.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Zasady gracza {friend} zostały odrzucone i {friend} już o tym wie. Wróć, aby dołączyć do innej gry, albo anuluj.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Zasady uzgodnione: mecz się zaczyna.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>Połączenie zostało zamknięte, zanim program twojego znajomego zdążył się przywitać.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>Gracz {friend} zakończył połączenie.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Nadeszło połączenie, które nie przywitało się tak, jak robi to ta gra: zostało zakończone.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Program twojego znajomego nie odpowiada. Sprawdź adres, czy znajomy ma otwartą grę i czy zapora sieciowa na jego komputerze przepuszcza grę.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Znów czekam na znajomego…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Najpierw podaj swoje imię: od 1 do 40 znaków, w jednym wierszu.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Wpisz adres i port znajomego, np. 192.168.1.20:50123, albo kod zaproszenia od niego.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>W tym kodzie zaproszenia jest literówka: sprawdź go ze znajomym znak po znaku.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Wpisz adres z portem po dwukropku, np. 192.168.1.20:50123, albo kod zaproszenia.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>Port to liczba od 1 do 65535 wpisana po dwukropku: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Adres IPv6 wpisz w nawiasach kwadratowych, a po nim dwukropek i port: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>„{address}” to nie jest adres.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Załóż grę, a znajomy dołączy do niej ze swojego komputera. Dopóki nie otworzysz gry, nic nie czeka na połączenia z sieci.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Otwórz grę</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Czekaj na połączenie od znajomego i pokazuj swoją grę komputerom w twojej sieci</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>&amp;Adres w kodzie zaproszenia:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Adres w kodzie zaproszenia</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Wybierz jeden z adresów tego komputera albo wpisz swój adres publiczny, jeśli znajomy łączy się przez internet</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Skopiuj kod zaproszenia</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>Za&amp;mknij grę</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Znajomy dostanie do przyjęcia zasady z twoich ustawień:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Znajomy w twojej sieci zobaczy twoją grę na swojej liście albo wpisze jeden z adresów tego komputera:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Ten komputer nie ma adresu w żadnej sieci: znajomy może się z nim połączyć tylko przez nazwę tego komputera i port {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Aby zagrać ze znajomym przez internet, router musi przekierowywać port {port} na ten komputer, a kod zaproszenia musi zawierać twój adres publiczny (pokazuje go router: wpisz go powyżej). Windows lub macOS może zapytać, czy przepuścić grę przez zaporę: zezwól, bo inaczej znajomy nie będzie mógł się połączyć.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Kod zaproszenia: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Brak kodu zaproszenia: wpisz powyżej adres IPv4 lub IPv6.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Gry w twojej sieci:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Gry w twojej sieci</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Enter dołącza do wybranej gry</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Nie znaleziono jeszcze żadnej gry. Poproś znajomego, żeby założył grę, albo wpisz poniżej jego adres lub kod zaproszenia.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Adres lub &amp;kod zaproszenia:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Adres lub kod zaproszenia</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 lub 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Połą&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>&amp;Przyjmij zasady</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>Otwórz grę po&amp;nownie</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Wstecz</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Zakończ to połączenie i dołącz do innej gry</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Liczby kontrolne: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Porównaj te cztery liczby z graczem {friend} – na głos albo w wiadomości: na obu ekranach muszą być takie same. Jeśli się różnią, ktoś w sieci wcina się między was: anuluj i nie graj.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>Połączenie nie powiodło się: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Program twojego znajomego używa innej wersji protokołu gry niż ten (wersja {ours}): oboje potrzebujecie tej samej wersji.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Program twojego znajomego używa wersji {theirs} protokołu gry, ten wersji {ours}: oboje potrzebujecie tej samej wersji.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>Druga strona to nie ta gra: połączenie zostało zakończone.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>Połączenie zostało zakończone: program twojego znajomego wysłał wiadomość większą niż jakakolwiek wiadomość gry.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>Połączenie zostało zakończone: program twojego znajomego wysłał coś, co nie jest wiadomością gry.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>Połączenie zostało zakończone: wiadomość została zmieniona po drodze albo nie była zapieczętowana kluczem waszego połączenia.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>Połączenie zostało zakończone: wiadomość przyszła ponownie albo nie po kolei.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Nie udało się odczytać zapisanego meczu ze znajomym ({reason}); przeniesiono go w bezpieczne miejsce jako {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Program twojego znajomego wysłał talię, w której jest coś, co nie jest kartą.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Program twojego znajomego wysłał talię, która nie składa się z 52 różnych kart.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Program twojego znajomego wysłał klucz, który nie odkrywa żadnej karty.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>Ta sama karta pojawiła się w dwóch miejscach talii.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Program twojego znajomego ujawnił inne klucze niż te, które zapowiedział przed rozdaniem.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Program twojego znajomego ujawnił klucze w nieprawidłowym formacie.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Program twojego znajomego potasował karty inaczej, niż wynika z jego kluczy: któraś karta została podmieniona, gdy była zakryta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Program twojego znajomego zakrył karty inaczej, niż wynika z jego kluczy.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Program twojego znajomego odkrył kartę kluczem, którego wcześniej nie zapowiedział.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Program twojego znajomego wykonał ruch, na który zasady nie pozwalają przy kartach, jakie ma na ręce.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Program twojego znajomego nie pokazał kart, które ujawnia jego ruch.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Program twojego znajomego pokazał kartę, której teraz nie wolno mu pokazać.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} Mecz został przerwany; to, co przysłano, zachowano jako dowód.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Program twojego znajomego wysłał wiadomość nie w swojej kolejce albo wykraczającą poza dozwolony zakres. Mecz został przerwany.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Twój znajomy wyszedł: połączenie zostało zamknięte przed końcem meczu.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>Połączenie z graczem {friend} zostało zerwane. Mecz poczeka najwyżej %n minutę, aż połączenie wróci; w tym czasie możesz grać dalej.</numerusform>
            <numerusform>Połączenie z graczem {friend} zostało zerwane. Mecz poczeka najwyżej %n minuty, aż połączenie wróci; w tym czasie możesz grać dalej.</numerusform>
            <numerusform>Połączenie z graczem {friend} zostało zerwane. Mecz poczeka najwyżej %n minut, aż połączenie wróci; w tym czasie możesz grać dalej.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>Połączenie z graczem {friend} zostało przywrócone: mecz toczy się dalej.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>Połączenia z graczem {friend} nie udało się przywrócić w ciągu %n minuty: mecz dobiegł końca.</numerusform>
            <numerusform>Połączenia z graczem {friend} nie udało się przywrócić w ciągu %n minut: mecz dobiegł końca.</numerusform>
            <numerusform>Połączenia z graczem {friend} nie udało się przywrócić w ciągu %n minut: mecz dobiegł końca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>Program gracza {friend} nie ujawnił swoich kluczy w ciągu %n sekundy od końca rozdania, więc nie da się sprawdzić, czy karty rozdano uczciwie: {friend} przegrywa mecz walkowerem.</numerusform>
            <numerusform>Program gracza {friend} nie ujawnił swoich kluczy w ciągu %n sekund od końca rozdania, więc nie da się sprawdzić, czy karty rozdano uczciwie: {friend} przegrywa mecz walkowerem.</numerusform>
            <numerusform>Program gracza {friend} nie ujawnił swoich kluczy w ciągu %n sekund od końca rozdania, więc nie da się sprawdzić, czy karty rozdano uczciwie: {friend} przegrywa mecz walkowerem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>nie udało się skomunikować z komputerem ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>komputer nie odpowiedział w ciągu %n sekundy</numerusform>
            <numerusform>komputer nie odpowiedział w ciągu %n sekund</numerusform>
            <numerusform>komputer nie odpowiedział w ciągu %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>komputer wybrał niedozwolony ruch: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>ruch komputera został odrzucony ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>Okno i jego menu</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Przejście między stołem do gry a przyciskami panelu</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Naciśnięcie przycisku, który ma fokus</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Z czytnikiem ekranu</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>Stół z kartami jest odczytywany jako lista miejsc: ręka komputera na górze, talon, stos odkryty i miejsce stukania pośrodku, twoja ręka na dole, a przy wykładaniu – wyłożone karty obu stron. &lt;i&gt;Twoja ręka&lt;/i&gt; wymienia twoje karty w ich kolejności, każdą wraz z jej układem; karta oferuje polecenia Zaznacz, Odrzuć i Zastukaj, talon – Dobierz, a stos odkryty – Weź. ↑ i ↓ przenoszą czytnik ekranu z miejsca na miejsce, ← i → – wzdłuż rzędu wyłożonych kart. C odczytuje twoje karty z układami i wolnymi kartami, T – stół, W – wynik, a A powtarza ostatni komunikat.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Gdy stół z kartami ma fokus klawiatury, wszystko, co się dzieje, jest od razu ogłaszane: ruchy komputera, dobrana karta, odmowa wraz z powodem, podpowiedź, zastukanie i wynik każdego rozdania. W Linuksie komunikaty trafiają przez kartę lub miejsce, na którym jest czytnik ekranu, i odczytuje je Orca (testowano z Orca 43 i 48); w Windows i macOS są wysyłane jako powiadomienia Qt dla NVDA, Narratora i VoiceOver.</translation>
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
        <translation>Ten komputer nie jest w żadnej sieci lokalnej, więc nie da się w niej pokazać twojej gry. Znajomy nadal może dołączyć za pomocą kodu zaproszenia.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Nie można pokazać twojej gry w sieci lokalnej ({reason}). Znajomy nadal może dołączyć za pomocą kodu zaproszenia.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Nie można szukać gier w sieci lokalnej ({reason}). Nadal możesz dołączyć do gry znajomego za pomocą kodu zaproszenia.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Nie można odczytać zapisanej gry</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Zapisane gry znajdują się w folderze {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Nie udało się zapisać gry ({problem}); gra toczy się dalej bez zapisu.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Tym razem brak podpowiedzi.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Porzucić tę partię?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Komputer · {level}  —  myśli…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Komputer · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · twój znajomy  —  myśli…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · twój znajomy</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Błąd komputera: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Gracz komputerowy zawiódł ({problem}); wykonano prosty ruch.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Dźwięk</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Włącz lub wyłącz dźwięki (głośność ustawisz w Ustawieniach)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Na tym komputerze nie znaleziono wyjścia audio, więc gra jest bezgłośna.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Zagraj ze znajomym na innym komputerze</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Pokaż tabelę wyników</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Pokaż swoje statystyki</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;Historia rozdań…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Obejrzyj ponownie zakończone rozdania</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>Uczciwe &amp;rozdanie…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Otwórz ustawienia</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Zakończ (mecz zostanie zachowany na następny raz)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Pokaż zasady gry</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>Gra ze zna&amp;jomym…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Klawiatura…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;O grze Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>pamięć gracza komputerowego nie nadaje się do użytku ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>nie udało się przywrócić jej na stół ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>Nie udało się odczytać tajnego ziarna tego meczu, więc dotychczasowych rozdań nie można już zweryfikować; kolejne rozdania pochodzą z nowego ziarna.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Ten mecz jest oznaczony jako niemożliwy do zweryfikowania: jego zapis zawiera ziarno rozdania, którego wylosowania ten program nie może poręczyć (wpisane ręcznie, przez wcześniejszą wersję lub na innym komputerze) albo którego nie dało się odczytać, więc karty mogły zostać dobrane celowo. Gra toczy się dalej, a jej rozdania są liczone w statystykach osobno.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>To wcześniejszy zapis tego meczu: statystyki zarejestrowały już %n rozdanie więcej. Te wyniki zostają, a rozdania rozegrane od tej chwili są liczone osobno.</numerusform>
            <numerusform>To wcześniejszy zapis tego meczu: statystyki zarejestrowały już %n rozdania więcej. Te wyniki zostają, a rozdania rozegrane od tej chwili są liczone osobno.</numerusform>
            <numerusform>To wcześniejszy zapis tego meczu: statystyki zarejestrowały już %n rozdań więcej. Te wyniki zostają, a rozdania rozegrane od tej chwili są liczone osobno.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Nie udało się odczytać zapisanego ustawienia, więc je zresetowano: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Nie udało się odczytać zapisanego ustawienia, więc je zresetowano: {problem} (i %n inne; szczegóły w dzienniku)</numerusform>
            <numerusform>Nie udało się odczytać zapisanego ustawienia, więc je zresetowano: {problem} (i %n inne; szczegóły w dzienniku)</numerusform>
            <numerusform>Nie udało się odczytać zapisanego ustawienia, więc je zresetowano: {problem} (i %n innych; szczegóły w dzienniku)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Porzucić tę partię? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>Ziarno zostało ujawnione; kolejne rozdania pochodzą z nowego ziarna o odcisku {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>W meczu ze znajomym podpowiedzi są wyłączone.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>W meczu ze znajomym cofanie ruchów jest wyłączone.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Nie ma jeszcze żadnej partii.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>twoja zmiana kolejności kart</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Cofnięto: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Zapisano ustawienia.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Nie udało się zapisać ustawień (obowiązują tylko w tej sesji).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Nowe zasady obowiązują od następnej partii.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Nowy wygląd obowiązuje od następnego rozdania.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>dziś o {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} o {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Wznowiono twoją partię.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Wznowiono twoją partię z: {when}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Nie udało się odczytać zapisanej partii: {problem}. Rozpoczęto nową partię.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Nie udało się odczytać zapisanej partii: {problem}. Zachowano ją jako „{kept}”. Rozpoczęto nową partię.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>Komputer dobrał z talonu</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} dobiera z talonu</translation>
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
        <translation>Na razie brak układów.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Wolne karty:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>wolne karty, twoje · najmniej: {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>wolne karty</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} po najlepszym odrzuceniu</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} po odrzuceniu karty {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>„Ułóż układy” ({key}) wybiera najlepsze</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>stukanie przy {limit} pkt lub mniej</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>tylko gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Rozpocznij nową partię ({key}) albo przeanalizuj mecz ({review}) w menu Gra.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Naciśnij &lt;b&gt;Następne rozdanie&lt;/b&gt; ({key}), aby rozdać ponownie.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Trwa rozdawanie kart.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Ruch komputera</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Ruch gracza {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>Komputer dokłada karty do twoich układów.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} dokłada karty do twoich układów.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>Komputer decyduje, czy wziąć odkrytą kartę.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} decyduje, czy wziąć odkrytą kartę.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Poczekaj, aż komputer dobierze i odrzuci kartę. Możesz w tym czasie przestawiać swoje karty.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Poczekaj, aż {friend} dobierze i odrzuci kartę. Możesz w tym czasie przestawiać swoje karty.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Weź odkrytą kartę {card} ({take}) albo spasuj ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Ściana: kartę {card} możesz wziąć tylko po to, by zastukać ({take}); możesz też spasować ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Musisz dobrać z talonu ({draw}): nikt nie wziął odkrytej karty.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Dobierz z talonu ({draw}) albo weź kartę {card} ze stosu odkrytego ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Komputer ma gina: nie można niczego dołożyć. Naciśnij &lt;b&gt;Podlicz rozdanie&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} ma gina: nie można niczego dołożyć. Naciśnij &lt;b&gt;Podlicz rozdanie&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Komputer zastukał. Naciśnij &lt;b&gt;Dołóż&lt;/b&gt; ({key}), aby dołożyć karty i podliczyć rozdanie.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} stuka. Naciśnij &lt;b&gt;Dołóż&lt;/b&gt; ({key}), aby dołożyć karty i podliczyć rozdanie.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Odrzuć kartę: przeciągnij ją na stos odkryty albo zaznacz ją i naciśnij {discard}. Masz &lt;b&gt;gina&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Odrzuć kartę: przeciągnij ją na stos odkryty albo zaznacz ją i naciśnij {discard}. Możesz &lt;b&gt;zastukać&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Odrzuć kartę: przeciągnij ją na stos odkryty albo zaznacz ją i naciśnij {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Wynik końcowy: &lt;b&gt;Ty&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Komputer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Wynik końcowy: &lt;b&gt;Ty&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Ty&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Komputer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Ty&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Partia do {target} · zasady: {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>odrzuć {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>zastukaj, odrzucając {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>dobierz z talonu</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>weź kartę ze stosu</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>spasuj</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>ogłoś wielkiego gina</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>dołóż karty</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>graj dalej</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Podpowiedź: {action} (naciśnij {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Podpowiedź: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Ucz mnie: zamiast „{played}” lepiej było „{better}” (około %n punkt na rozdanie). {reason}.</numerusform>
            <numerusform>Ucz mnie: zamiast „{played}” lepiej było „{better}” (około %n punkty na rozdanie). {reason}.</numerusform>
            <numerusform>Ucz mnie: zamiast „{played}” lepiej było „{better}” (około %n punktów na rozdanie). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Ucz mnie, rozdanie {hand}: zamiast „{played}” lepiej było „{better}” (około %n punkt na rozdanie). {reason}.</numerusform>
            <numerusform>Ucz mnie, rozdanie {hand}: zamiast „{played}” lepiej było „{better}” (około %n punkty na rozdanie). {reason}.</numerusform>
            <numerusform>Ucz mnie, rozdanie {hand}: zamiast „{played}” lepiej było „{better}” (około %n punktów na rozdanie). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Znane karty na ręce komputera:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Znane karty na ręce gracza {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Odcisk następnego meczu: {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Odcisk następnego rozdania: {digits} · ziarno tego rozdania ujawnione</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Odcisk rozdania: {digits} · niemożliwy do zweryfikowania</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Odcisk rozdania: {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Rozdanie {number} · talon: {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Nowa partia · talon: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Rozdanie {number} · rozdajesz ty · talon: {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Nowa partia · rozdajesz ty · talon: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Rozdanie {number} · rozdaje komputer · talon: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Rozdanie {number} · rozdaje {friend} · talon: {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Nowa partia · rozdaje komputer · talon: {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Nowa partia · rozdaje {friend} · talon: {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Przeciwnik: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Przeciwnik: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>komputer nie przesłał pamięci nadającej się do użytku</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>proces komputera się zatrzymał</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>proces komputera został zastąpiony</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>komputer nie przesłał pamięci</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Rozdanie {number}: rozdajesz ty</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Rozdanie {number}: rozdaje komputer</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Rozdanie {number}: rozdaje {friend}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Rozdanie {number} · rozdający: ty · w toku</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Rozdanie {number} · rozdający: komputer · w toku</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Rozdanie {number} · rozdający: ty · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Rozdanie {number} · rozdający: komputer · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Wykładasz układy (do gina nie można dokładać)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>Komputer wykłada układy (do gina nie można dokładać)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} wykłada układy (do gina nie można dokładać)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Nie masz czego dołożyć</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>Komputer nie ma czego dołożyć</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} nie ma czego dołożyć</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Dokładasz: {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>Komputer dokłada: {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} dokłada: {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Ogłaszasz wielkiego gina</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>Komputer ogłasza wielkiego gina</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} ogłasza wielkiego gina</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Ogłaszasz gina (odrzucając {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>Komputer ogłasza gina (odrzucając {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} ogłasza gina (odrzucając {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Stukasz z wolnymi kartami za {deadwood} pkt (odrzucasz kartę {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Komputer stuka z wolnymi kartami za {deadwood} pkt (odrzuca kartę {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} stuka z wolnymi kartami za {deadwood} pkt (odrzuca kartę {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Bierzesz odkrytą kartę {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>Komputer bierze odkrytą kartę {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} bierze odkrytą kartę {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Dobierasz z talonu: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>Komputer dobiera z talonu: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} dobiera z talonu: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Bierzesz ze stosu kartę {card}</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>Komputer bierze ze stosu kartę {card}</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} bierze ze stosu kartę {card}</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Odrzucasz kartę {card} (w talonie zostały dwie karty: ściana)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Komputer odrzuca kartę {card} (w talonie zostały dwie karty: ściana)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} odrzuca kartę {card} (w talonie zostały dwie karty: ściana)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Odrzucasz kartę {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>Komputer odrzuca kartę {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} odrzuca kartę {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Pasujesz przy ścianie</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>Komputer pasuje przy ścianie</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} pasuje przy ścianie</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Rezygnujesz z odkrytej karty</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>Komputer rezygnuje z odkrytej karty</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} rezygnuje z odkrytej karty</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Historia rozdań</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Ruchy w rozdaniu</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Komunikat</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Mecz</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Otwórz plik…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Początek</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Początek rozdania ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Krok wstecz ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Krok naprzód ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Koniec ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Koniec rozdania ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Eksportuj rozdanie…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>Mecz do końca tego rozdania, do pliku</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Eksportuj mecz…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>Cały mecz, do pliku</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Analizuj mecz…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Każda decyzja z zakończonych rozdań meczu oceniona względem najlepszego ruchu oraz szczęście w kartach</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Zagraj ponownie na poziomie</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Poziom dla „Zagraj to rozdanie ponownie”</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Zagraj to rozdanie ponownie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Nie rozegrano jeszcze żadnego meczu.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Ten mecz nie ma jeszcze żadnego zakończonego rozdania.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>Nie można otworzyć pliku „{name}”. {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>Otwarto plik „{name}”.</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Otwórz mecz</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Mecz (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Krok {step} z {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Nowy mecz, którego pierwsze rozdanie ma te karty i tego rozdającego</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Nowy mecz, którego pierwsze rozdanie ma te karty i tego rozdającego, według zasad, na których zostało rozdane ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Eksport meczu</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Eksport meczu do tego rozdania</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Mecz (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Nie udało się wyeksportować meczu: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>Mecz wyeksportowano do pliku „{name}”.</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>Mecz do rozdania {number} wyeksportowano do pliku „{name}”.</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Rozdania z nieujawnionego jeszcze ziarna będzie można sprawdzić po jego ujawnieniu.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Przeanalizowany mecz</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>bieżący mecz</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Rozpoczęto nowy mecz z kartami z rozdania {number}, przeciwnik: {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Bieżący mecz</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>Stół na tym kroku</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Nie ma jeszcze zakończonego rozdania do pokazania.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Stukasz · wolne karty: {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>Komputer stuka · wolne karty: {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Ty · wolne karty: {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Komputer · wolne karty: {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Talon: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Stos odkryty · %n karta</numerusform>
            <numerusform>Stos odkryty · %n karty</numerusform>
            <numerusform>Stos odkryty · %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Następny ruch: możesz wziąć odkrytą kartę albo spasować</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Następny ruch: komputer może wziąć odkrytą kartę</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Następny ruch: dobierasz</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Następny ruch: komputer dobiera</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Następny ruch: odrzucasz</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Następny ruch: komputer odrzuca</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Następny ruch: dokładasz do układów komputera</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Następny ruch: komputer dokłada do twoich układów</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Martwe rozdanie</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Nikt nie zastukał, zanim skończył się talon.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Bez punktów: ten sam gracz rozdaje ponownie.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Odkryty pik podwaja punkty (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin! Zdobywasz {points} pkt</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin! Komputer zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Wielki gin! Zdobywasz {points} pkt</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Wielki gin! Komputer zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Podcięcie! Zdobywasz {points} pkt</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Podcięcie! Komputer zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Stukasz i zdobywasz {points} pkt</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>Komputer stuka i zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Twoje wolne karty: {deadwood} (do gina nie można dokładać).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Wolne karty komputera: {deadwood} (do gina nie można dokładać).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Wolne karty {deadwood} + premia za wielkiego gina {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Wolne karty {deadwood} + premia za gina {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Stukasz z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin! {friend} zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Wielki gin! {friend} zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Podcięcie! {friend} zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} stuka i zdobywa {points} pkt</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Komputer stuka z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} stuka z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Różnica {difference} + premia za podcięcie {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Różnica {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Wolne karty gracza {friend}: {deadwood} (do gina nie można dokładać).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Twoje wolne karty: {deadwood} (nie ma czego dołożyć).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Wolne karty komputera: {deadwood} (nie ma czego dołożyć).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Wolne karty gracza {friend}: {deadwood} (nie ma czego dołożyć).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Twoje wolne karty po dołożeniu (dołożone: {cards}, {points}): {deadwood}.</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Wolne karty komputera po dołożeniu (dołożone: {cards}, {points}): {deadwood}.</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Wolne karty gracza {friend} po dołożeniu (dołożone: {cards}, {points}): {deadwood}.</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Ty {you} · Komputer {computer} w partii 1 z 3 (każda do {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Ty {you} · {friend} {theirs} w partii 1 z 3 (każda do {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Ty {you} · Komputer {computer} (partia do {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Ty {you} · {friend} {theirs} (partia do {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Wynik końcowy: Ty {you} · Komputer {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Wynik końcowy: Ty {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Mecz kończy się remisem</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Wygrywasz partię!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Komputer wygrywa partię</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} wygrywa partię</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Wynik końcowy: Ty {you} · Komputer {computer}, różnica: {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Wynik końcowy: Ty {you} · {friend} {theirs}, różnica: {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Punkty z rozdań: Ty {you} · Komputer {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Punkty z rozdań: Ty {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Premia za rozdania: Ty {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Premia za partię: Ty +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Premia za partię: Komputer +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Premia za rozdania: Ty {you_hands} × {each} = {you_bonus} · Komputer {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Wygrana do zera: twoje punkty podwojone (wszystkie)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Wygrana do zera: punkty komputera podwojone (wszystkie)</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Wygrana do zera: twoje punkty podwojone (punkty z rozdań i premia za partię)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Wygrana do zera: punkty komputera podwojone (punkty z rozdań i premia za partię)</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Martwe rozdanie.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>Odkryty pik mnoży punkty przez {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin! Zdobywasz %n punkt.</numerusform>
            <numerusform>Gin! Zdobywasz %n punkty.</numerusform>
            <numerusform>Gin! Zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin! Komputer zdobywa %n punkt.</numerusform>
            <numerusform>Gin! Komputer zdobywa %n punkty.</numerusform>
            <numerusform>Gin! Komputer zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Wielki gin! Zdobywasz %n punkt.</numerusform>
            <numerusform>Wielki gin! Zdobywasz %n punkty.</numerusform>
            <numerusform>Wielki gin! Zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Wielki gin! Komputer zdobywa %n punkt.</numerusform>
            <numerusform>Wielki gin! Komputer zdobywa %n punkty.</numerusform>
            <numerusform>Wielki gin! Komputer zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Podcięcie! Zdobywasz %n punkt.</numerusform>
            <numerusform>Podcięcie! Zdobywasz %n punkty.</numerusform>
            <numerusform>Podcięcie! Zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Podcięcie! Komputer zdobywa %n punkt.</numerusform>
            <numerusform>Podcięcie! Komputer zdobywa %n punkty.</numerusform>
            <numerusform>Podcięcie! Komputer zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Stukasz i zdobywasz %n punkt.</numerusform>
            <numerusform>Stukasz i zdobywasz %n punkty.</numerusform>
            <numerusform>Stukasz i zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Premia za partię: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Wygrana do zera: punkty gracza {friend} podwojone (wszystkie)</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Wygrana do zera: punkty gracza {friend} podwojone (punkty z rozdań i premia za partię)</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin! {friend} zdobywa %n punkt.</numerusform>
            <numerusform>Gin! {friend} zdobywa %n punkty.</numerusform>
            <numerusform>Gin! {friend} zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Wielki gin! {friend} zdobywa %n punkt.</numerusform>
            <numerusform>Wielki gin! {friend} zdobywa %n punkty.</numerusform>
            <numerusform>Wielki gin! {friend} zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Podcięcie! {friend} zdobywa %n punkt.</numerusform>
            <numerusform>Podcięcie! {friend} zdobywa %n punkty.</numerusform>
            <numerusform>Podcięcie! {friend} zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Komputer stuka i zdobywa %n punkt.</numerusform>
            <numerusform>Komputer stuka i zdobywa %n punkty.</numerusform>
            <numerusform>Komputer stuka i zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} stuka i zdobywa %n punkt.</numerusform>
            <numerusform>{friend} stuka i zdobywa %n punkty.</numerusform>
            <numerusform>{friend} stuka i zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>Wolne karty za {deadwood} pkt plus premia za wielkiego gina w wysokości {bonus} daje {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>Wolne karty za {deadwood} pkt plus premia za gina w wysokości {bonus} daje {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>Różnica {difference} plus premia za podcięcie w wysokości {bonus} daje {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>Różnica to {defender} minus {knocker}, czyli {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Wynik w partii 1 z 3: ty {you}, komputer {computer}, każda partia do {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Wynik w partii 1 z 3: ty {you}, {friend} {theirs}, każda partia do {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Wynik: ty {you}, komputer {computer}, w partii do {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Wynik: ty {you}, {friend} {theirs}, w partii do {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Mecz kończy się remisem.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Wynik końcowy: ty {you}, komputer {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Wynik końcowy: ty {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>Komputer wygrywa partię.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} wygrywa partię.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Wynik końcowy: ty {you}, komputer {computer}, różnica: {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Wynik końcowy: ty {you}, {friend} {theirs}, różnica: {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Punkty z rozdań: ty {you}, komputer {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Punkty z rozdań: ty {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Premia za rozdania: ty {you_hands} razy {each}, czyli {you_bonus}; {friend} {their_hands} razy {each}, czyli {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Twoja premia za partię wynosi {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Premia komputera za partię wynosi {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Premia za rozdania: ty {you_hands} razy {each}, czyli {you_bonus}; komputer {computer_hands} razy {each}, czyli {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>Premia gracza {friend} za partię wynosi {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Partia {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Analiza meczu: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Analiza meczu</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>Przeanalizowano %n rozdanie. Punkty to punkty za rozdanie: to, co rozdanie daje graczowi, minus to, co daje przeciwnikowi.</numerusform>
            <numerusform>Przeanalizowano %n rozdania. Punkty to punkty za rozdanie: to, co rozdanie daje graczowi, minus to, co daje przeciwnikowi.</numerusform>
            <numerusform>Przeanalizowano %n rozdań. Punkty to punkty za rozdanie: to, co rozdanie daje graczowi, minus to, co daje przeciwnikowi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Twoje szczęście: {yours}, szczęście komputera: {theirs}; twój wynik skorygowany o szczęście: {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>Analiza przerwana: nie udało się przeanalizować rozdania {number}.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>Analiza przerwana: proces analizujący rozdanie {number} nieoczekiwanie się zakończył.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>WARTOŚĆ ROZDANIA, SZCZĘŚCIE I BŁĘDY</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Wykres wartości twojego rozdania, twojego szczęścia i błędów w przebiegu rozdania</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Wartość: ile było warte twoje rozdanie po każdym twoim ruchu, na ile mogłeś to wiedzieć. Bilans szczęścia: twoje dotychczasowe szczęście minus szczęście komputera. Błędy: punkty, które dotąd straciły twoje decyzje, rysowane poniżej zera.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Bilans szczęścia</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Błędy</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Na razie nie pokazano żadnego rozdania.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>Do kroku {step} twoje rozdanie jest warte {value} punktu, twoje szczęście minus szczęście komputera wynosi {luck} punktu, a twoje błędy kosztowały {error} punktu.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Żadne rozdanie tego meczu nie jest jeszcze zakończone: nie ma czego analizować.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Postęp analizy</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Rozdanie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Decyzje w rozdaniu</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Karty rozdane i dobrane w rozdaniu, z oceną szczęścia</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DECYZJE</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>ROZDANE I DOBRANE KARTY</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Podsumowanie tylko &amp;tego rozdania</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Podsumowanie liczy tylko rozdanie wybrane poniżej, nie cały mecz</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Oceniaj też decyzje komputera</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Oceniaj także każdą decyzję komputera i wyznaczaj poziom jego gry: analiza trwa wtedy mniej więcej dwa razy dłużej</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>&amp;Pokaż w historii rozdań</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>Krok tej decyzji w historii rozdań, z najlepszym ruchem obok wykonanego (to samo robi Enter lub dwukrotne kliknięcie wiersza)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>Analiza do pliku: strona internetowa (.html) lub zwykły tekst (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Analizowanie meczu…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Eksport analizy</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Strona internetowa (*.html *.htm);;Zwykły tekst (*.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>Nie udało się wyeksportować analizy: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>Analizę wyeksportowano do pliku „{name}”.</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>Trwające rozdanie zostanie przeanalizowane po jego zakończeniu.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · trwające rozdanie zostanie przeanalizowane po jego zakończeniu</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Wątpliwa</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Zła</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Bardzo zła</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Duży pech</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Pech</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Szczęście</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Duże szczęście</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Odkryta karta</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dobranie</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzucenie</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Stukanie</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Układy</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>W tym meczu twoja gra była na poziomie „Początkujący”.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>W tym meczu twoja gra była na poziomie „Łatwy”.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>W tym meczu twoja gra była na poziomie „Średni”.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>W tym meczu twoja gra była na poziomie „Trudny”.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>W tym meczu twoja gra była na poziomie „Ekspert”.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>W tym meczu komputer grał na poziomie „Początkujący”.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>W tym meczu komputer grał na poziomie „Łatwy”.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>W tym meczu komputer grał na poziomie „Średni”.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>W tym meczu komputer grał na poziomie „Trudny”.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>W tym meczu komputer grał na poziomie „Ekspert”.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dobierz z talonu</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Weź kartę {card} ze stosu</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Weź kartę ze stosu</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Weź odkrytą kartę</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Odrzuć kartę {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Ogłoś gina, odrzucając kartę {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Zastukaj, odrzucając kartę {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Wielki gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Wyłóż układy {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Żadna z twoich decyzji nie została przeanalizowana, więc nie masz oceny.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Żadna z decyzji komputera nie została przeanalizowana, więc nie ma on oceny.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decyzje</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Wątpliwe ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Złe ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Bardzo złe ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Błąd na decyzję</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Poziom gry</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Szczęście</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Wynik skorygowany o szczęście</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: decyzje: {decisions}, wątpliwe: {doubtful}, złe: {bad}, bardzo złe: {very_bad}; błąd na decyzję {rate}; poziom gry: {level}; szczęście {luck}; wynik {result}; wynik skorygowany o szczęście {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Kto</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Wykonany ruch</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Najlepszy ruch</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Krok {step}, {who}, {kind}: {played}. Najlepszy ruch: {best}. Błąd {error} punktu: {mark} decyzja.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Krok {step}, {who}, {kind}: {played}. Najlepszy ruch: {best}. Błąd {error} punktu.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Krok {step}, {who}: {card}, szczęście {luck} punktu, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Krok {step}, {who}: {card}, szczęście {luck} punktu.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdanie kart</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Rozdanie {number}: dla ciebie {points} pkt</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Rozdanie {number}: dla komputera {points} pkt</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Rozdanie {number}: bez punktów</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n oznaczona decyzja</numerusform>
            <numerusform>{title}, %n oznaczone decyzje</numerusform>
            <numerusform>{title}, %n oznaczonych decyzji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>Przeanalizowano %n rozdanie.</numerusform>
            <numerusform>Przeanalizowano %n rozdania.</numerusform>
            <numerusform>Przeanalizowano %n rozdań.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Analiza rozdania {hand} z {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Przeanalizowano rozdanie {number} z {count}.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · lepiej: {best} ({error} pkt)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Lepiej: {best} – ruch wart o {error} pkt więcej.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark} decyzja. Lepiej: {best} – ruch wart o {error} punktu więcej.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>lepiej</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Standardowe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Limit stukania</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>stukanie przy {knock_limit} pkt lub mniej</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>pierwsza odkryta karta wyznacza limit stukania</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: as pozwala stukać z 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>odkryty as pozwala zastukać z 1 pkt</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: pik podwaja</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>odkryty pik podwaja rozdanie</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Premia za gina</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Wielki gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>wielki gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>bez wielkiego gina</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Premia za wielkiego gina</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Premia za podcięcie</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>podcięcie {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Remis to podcięcie</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>remis to podcięcie</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Premia za rozdania</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>premia za rozdania {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Premia za partię</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>premia za partię {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Docelowa liczba punktów</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>partia do {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Wygrana do zera podwaja</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>wygrana do zera niczego nie podwaja</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Wygrana do zera podwaja wszystko</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>wygrana do zera podwaja wszystko</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Dokładanie dozwolone</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>bez dokładania</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Tylko sekwensy</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>tylko sekwensy</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Można odrzucić właśnie wziętą kartę</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>właśnie wziętą kartę można odrzucić</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Następny rozdający</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Na zmianę</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Zwycięzca ostatniego rozdania</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Ostatnia odrzucona karta przy ścianie, by zastukać</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>ostatnią odrzuconą kartę można wziąć przy ścianie, by zastukać</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Martwe rozdanie po wzięciach ze stosu</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Punktacja Hollywood (trzy partie naraz)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyka</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Czysty gin</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Test porównawczy</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Współczesne zasady: gin 25, wielki gin 31, podcięcie 25, premia za rozdanie 25, partia do 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Starsze podręczniki: gin 20, bez wielkiego gina, podcięcie 10, premia za rozdanie 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>Pierwsza odkryta karta wyznacza limit stukania; pik podwaja rozdanie; partia do 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Bez stukania: rozdanie kończy tylko gin.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Trzy partie liczone naraz, każda do docelowej liczby punktów.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Do porównywania graczy komputerowych: bez wielkiego gina, premii i podwajania za wygraną do zera.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Badania (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>tylko gin (bez stukania)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Zasady gry: &lt;b&gt;{name}&lt;/b&gt; – {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Jak grać w Gin Rummy</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, partia do {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>To rozdanie jest rozgrywane ponownie według zasad, na których zostało rozdane ({rules}); przeciwnik: {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>Nowa partia przywróci twoje ustawienia.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>Nowa partia jest rozgrywana według twoich ustawień: {rules}; przeciwnik: {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>plik jest za duży jak na zapis gry (%Ln bajt)</numerusform>
            <numerusform>plik jest za duży jak na zapis gry (%Ln bajty)</numerusform>
            <numerusform>plik jest za duży jak na zapis gry (%Ln bajtów)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>meczu nie da się odtworzyć: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>zapis meczu jest uszkodzony ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>plik nie jest tekstowy (uszkodzony albo to nie zapis gry)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>plik nie zawiera kompletnego JSON-a (ucięty albo uszkodzony)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>plik nie jest zapisanym meczem</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>plik zawiera znaki, które nie są poprawnym tekstem (uszkodzony albo edytowany)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>plik nie jest meczem zapisanym przez ten program</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>wersji zapisu ({version}) ten program nie potrafi odczytać</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>w zapisie brakuje pól albo są w nim pola nieznane</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>zapis został zmieniony albo uszkodzony (suma kontrolna się nie zgadza)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>część zapisu dotycząca przeciwnika albo stołu jest uszkodzona</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>w zapisie brakuje ziaren rozdań albo mają one nieznaną procedurę</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>ziarna rozdań albo frazy w zapisie są uszkodzone</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>zapis wymienia więcej rozdań, niż może mieć jakikolwiek mecz</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>frazy w zapisie nie są krótkimi tekstami</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>znacznik meczu niemożliwego do zweryfikowania w zapisie nie jest wartością true ani false</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>ziarna rozdań w zapisie nie nadają się do użytku: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>ziarno rozdania musi być obiektem</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>znacznik ujawnienia ziarna rozdania musi mieć wartość true albo false</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>pierwsze rozdanie ziarna rozdania musi być liczbą całkowitą</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>odcisk ziarna rozdania musi mieć 64 cyfry szesnastkowe</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>ziarno rozdania musi mieć 64 cyfry szesnastkowe</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>ziarno rozdania nie ma swojego odcisku</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>ziarno rozdania bez wartości ziarna zachowuje swój odcisk i pozostaje tajne</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>znacznik utraty ziarna rozdania musi mieć wartość true albo false</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>rozdania w zapisie nie zgadzają się z jego przebiegiem (brakuje rozdania)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>karty w zapisie nie są tymi, które rozdają jego ziarna (zmienione ręcznie?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>zapis wymienia ziarno rozdania, które niczego nie rozdało (program takich nie zapisuje)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>zapisany poziom {level} nie mieści się w zakresie od 1 do 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>zapisane ziarno gracza {seed} nie nadaje się do użytku</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>zapisana pamięć gracza komputerowego nie jest obiektem</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>zapisana kolejność kart na ręce nie nadaje się do użytku: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>zapisane grupy kart na ręce nie są listą rozmiarów</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>zapisanych grup kart na ręce ({groups}) jest więcej niż kart w zapisanej kolejności ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>zapisane grupy kart na ręce {groups} nie dzielą zapisanej kolejności kart</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>zapisana kolejność kart na ręce nie jest listą kart</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>zapisana kolejność kart na ręce zawiera %Ln kartę (ręka może mieć najwyżej {most})</numerusform>
            <numerusform>zapisana kolejność kart na ręce zawiera %Ln karty (ręka może mieć najwyżej {most})</numerusform>
            <numerusform>zapisana kolejność kart na ręce zawiera %Ln kart (ręka może mieć najwyżej {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>zapisana kolejność kart na ręce zawiera dwa razy tę samą kartę</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>zapisana lista rozdań z pomocą jest uszkodzona</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>data zapisu {date} nie jest datą</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>nie można zapisać pliku {name}: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>„{name}” to zapisana gra, której nie udało się odczytać ani przenieść w bezpieczne miejsce; zostaje zachowana, a ta gra nie zostanie nad nią zapisana, dopóki plik nie zostanie przeniesiony albo nie zmieni nazwy</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>nieoczekiwany błąd podczas odczytu ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>nie można odczytać pliku ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>plik jest za duży jak na zapis gry</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; nie udało się go przenieść w bezpieczne miejsce, więc zostaje jako „{name}”, a ta gra nie zostanie nad nim zapisana</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · zasady: {rules}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Premia za rozdania</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Premia za partię</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Do zera</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Różnica</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Premia za rozdania dla każdego gracza: określona liczba punktów za każde wygrane rozdanie</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Premia za partię dla gracza, który osiągnął docelową liczbę punktów</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Dodatkowe punkty, gdy przegrany nie wygrał żadnego rozdania – wygrana do zera (wynik zwycięzcy podwojony)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Suma każdej partii: punkty z rozdań plus premie po jej zakończeniu</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Suma zwycięzcy minus suma przegranego</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Stukanie</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Podcięcie</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Wielki gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Martwe rozdanie</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>stukanie</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>podcięcie</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>wielki gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>martwe rozdanie</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Twoja bieżąca suma w partii {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>Bieżąca suma w partii {game}: {name}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Partia {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>Rozdanie {hand} nie zostało wpisane do partii {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Partia {game}: {name} +{points}, łącznie {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Suma każdej partii: punkty z rozdań plus premie po jej zakończeniu. Mecz: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Rozdanie {hand}, rozdający: ty</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Rozdanie {hand}, rozdający: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: martwe rozdanie, nikt nie zdobywa punktów</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: zdobywasz {points} pkt ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} – {points} pkt ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; wolne karty – twoje: {knocker_deadwood}, {defender}: {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; wolne karty – {knocker}: {knocker_deadwood}, twoje: {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; wolne karty – {knocker}: {knocker_deadwood}, {defender}: {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Zachłannie układa karty, stuka późno i czasem przepuszcza przydatną odkrytą kartę.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Bierze odkrytą kartę tylko wtedy, gdy tworzy nią układ, trzyma mało wolnych kart i stuka od razu.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Do tego odrzuca bezpiecznie, śledzi martwe karty i wybiera moment stukania tak, by uniknąć podcięcia.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Do tego odczytuje twoją rękę z tego, co bierzesz, i ocenia każde dobranie pod kątem układów, które może dać.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Przed każdym ruchem przegląda możliwe rozkłady kart: najsilniejszy i najwolniejszy.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} nie jest tekstem</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} jest dłuższe niż jakiekolwiek ustawienie tego rodzaju</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>zapisany tekst zawiera znaki, które nie są poprawnym tekstem</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} nie jest liczbą całkowitą</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} nie jest wartością true ani false</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} nie jest żadną z wartości: off, fast, normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>język systemu</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>zasady „{name}”</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} nie nadaje się do użytku</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>zapisane zmiany zasad są zagnieżdżone zbyt głęboko</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; używane są zasady „{preset}” bez zmian</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} nie jest zestawem zasad</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>nie można odczytać zapisanej wartości ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; przyjęto: {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} nie jest poziomem od 1 do 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} nie jest zestawem zasad</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} nie jest wysokością od {low} do {high} pikseli</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} nie jest głośnością od {low} do {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} nie jest żadną z wartości: {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} nie jest kolorem w zapisie #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} nie jest szybkością animacji</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} nie jest językiem, w którym mówi gra</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Własne</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Twój własny zestaw poniższych ustawień.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Niemożliwe zasady: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Język systemu ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>Wysokość karty w pikselach na stole o rozmiarze pierwszego okna; w większym oknie karty rosną razem ze stołem, maksymalnie do {scale} × tej wysokości</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>&amp;Oferuj podpowiedzi ({key}) i wskazuj najlepszą kartę do odrzucenia</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>Przycisk Podpowiedź ({key}) pokazuje najlepszy ruch wraz z uzasadnieniem; panel wskazuje najlepszą kartę do odrzucenia (rozdanie rozegrane z podpowiedzią liczy się jako rozegrane z pomocą)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Pozwól &amp;cofać pomyłki ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} cofa twój ostatni ruch, jeśli nie odkrywa to przed tobą niczego nowego (rozdanie rozegrane z cofaniem liczy się jako rozegrane z pomocą)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>Język gry; zmienia się od razu, bez ponownego uruchamiania</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Poziom komputera:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Jak dobrze gra komputer</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Gdy twój ruch był wyraźnie słabszy od najlepszego, w dzienniku ruchów pojawia się dyskretna notka, który ruch byłby lepszy i dlaczego</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Ucz mnie: mów, gdy mój ruch był wyraźnie słabszy</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>W pierwszych trzech rozdaniach meczu na stole wyświetla się wiersz z informacją, co i jak możesz teraz zrobić; wyłącza się sam po twoim pierwszym meczu</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Pokazuj &amp;wskazówkę na stole w pierwszych rozdaniach meczu</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Dźwięki rozdawania, dobierania i odrzucania kart, stukania, gina, dokładania oraz każdego wygranego lub przegranego rozdania i meczu</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Odtwarzaj &amp;dźwięki</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Jak głośne są dźwięki gry; nigdy nie są głośniejsze niż głośność systemowa</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Zestaw zasad:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Wybierz gotowy zestaw, aby wypełnić wszystkie poniższe zasady</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Stukanie i rozgrywka</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Limit stukania:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Największa suma wolnych kart, z jaką gracz może zastukać (0: tylko gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (tylko gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: wartość pierwszej odkrytej karty to limit stukania w tym rozdaniu (figury liczą się za 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: pierwsza odkryta karta wyznacza limit</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: odkryty as oznacza grę tylko na gina, chyba że ta opcja pozwala zastukać z 1 pkt</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: &amp;as pozwala zastukać z 1 pkt</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: pik jako pierwsza odkryta karta podwaja punkty za rozdanie</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma: odkryty pi&amp;k podwaja rozdanie</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Obrońca może dokładać karty do układów stukającego</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>&amp;Dokładanie dozwolone</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Za układy liczą się tylko sekwensy; komplety kart tej samej wartości się nie liczą</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>&amp;Tylko sekwensy (bez kompletów)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Kartę właśnie wziętą ze stosu odkrytego można od razu odrzucić z powrotem</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Można odrzucić &amp;właśnie wziętą kartę</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>&amp;Następny rozdający:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Kto rozdaje następne rozdanie (po martwym rozdaniu ten sam gracz rozdaje ponownie)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Gdy w talonie zostają dwie karty (ściana), następny gracz może jeszcze wziąć ostatnią odrzuconą kartę, ale tylko po to, by nią zastukać (zasada „50. karty”)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Przy ś&amp;cianie ostatnią odrzuconą kartę można wziąć, by zastukać</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Martwe rozdanie po tylu wzięciach ze stosu:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Rozdanie, w którym wzięto ze stosu odkrytego tyle kart, kończy się bez punktów po następnym odrzuceniu (zapobiega to niekończącej się wymianie odrzucanych kart)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Premia za &amp;gina:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Dodawana do wolnych kart obrońcy, gdy gracz ogłasza gina</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Wielki gin: wszystkie 11 kart w układach zaraz po dobraniu, ogłaszany bez odrzucania</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Premia za wielkiego gina:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Dodawana do wolnych kart obrońcy przy wielkim ginie</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Pr&amp;emia za podcięcie:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Dodawana do różnicy, gdy obrońca podcina stukającego</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Obrońca, którego wolne karty są równe wolnym kartom stukającego, podcina go</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>&amp;Remis to podcięcie</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Premia za rozdania (bo&amp;x):</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Dodawana na koniec partii za każde rozdanie wygrane przez gracza</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Pre&amp;mia za partię:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Dodawana do wyniku zwycięzcy na koniec partii</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Docelowa licz&amp;ba punktów:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Partię wygrywa gracz, który pierwszy zdobędzie tyle punktów</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Jeśli przegrany nie wygrał żadnego rozdania (wygrana do zera), punkty z rozdań i premia za partię zwycięzcy są podwajane</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Wygrana do zera podwaja p&amp;unkty zwycięzcy</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Wygrana do zera podwaja cały wynik zwycięzcy, łącznie z premiami za rozdania</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Wygrana do zera podwaja w&amp;szystko</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Punktacja Hollywood: trzy partie (kolumny) liczone naraz, każda do docelowej liczby punktów</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: trzy partie naraz</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Rozmiar karty:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>Wysokość karty na stole w pikselach</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Każdy kolor kart w innej barwie</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Czterokolorowa talia (trefl zielony, karo niebieskie)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>R&amp;ewers kart:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>Obrazek na odwrocie kart</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Kolor stołu:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Wybierz kolor sukna na stole</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Szybkość animacji:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>Jak szybko karty poruszają się po stole</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>W twoim ruchu delikatnie podświetlają się talon i stos, z których możesz dobrać, albo twoja ręka, gdy musisz odrzucić kartę</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Pokazuj, &amp;gdzie zagrać w twoim ruchu</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Gładki, niemal czarny stół zamiast koloru sukna, karty z czarnym obrysem, gruba żółta obwódka wokół zaznaczonej karty i miejsca zagrania, białe podpisy oraz czarno-biały panel</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Stół o &amp;wysokim kontraście</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>Rozmiar kart, talia, rewers, kolor stołu i szybkość animacji zmienią się od następnego rozdania; podświetlenia ruchu i wysoki kontrast zmieniają się od razu.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>ma {size} bajtów, znacznie więcej niż jakikolwiek plik ustawień</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>zawiera wartość, której ten program nigdy nie zapisuje ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Nie udało się odczytać twoich ustawień ({problem}); w tej sesji obowiązują ustawienia domyślne, a plik ustawień pozostał bez zmian.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Nie udało się odczytać twoich ustawień ({problem}); obowiązują ustawienia domyślne. Plik zachowano jako „{kept}”.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Wynik, ruch i rozdanie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Numer rozdania i rozdający</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Przeciwnik komputerowy</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Odcisk rozdania</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Czyj ruch</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Co zrobić</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problem z graczem komputerowym</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Suma wolnych kart</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Uwaga o wolnych kartach</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Układy na twojej ręce</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Podpowiedź trenera</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akcje</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Ruchy w tym rozdaniu</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Znane karty na ręce komputera</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Znane karty na ręce gracza {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 tajnego ziarna, od którego zacznie się następny mecz: {sha}
Każda talia powstaje z niego i z twojej frazy; Gra ▸ Uczciwe rozdanie… pokazuje, jak to sprawdzić.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 bieżącego tajnego ziarna: {sha}
Tego meczu nie da się zweryfikować: jego zapis zawierał ziarno rozdania, którego wylosowania ten program nie może poręczyć, więc karty mogły zostać dobrane celowo; więcej w Gra ▸ Uczciwe rozdanie….</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 bieżącego tajnego ziarna: {sha}
Każda talia powstaje z niego i z twojej frazy; Gra ▸ Uczciwe rozdanie… pokazuje, jak to sprawdzić.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Odcisk rozdania, mecz niemożliwy do zweryfikowania</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Gin Rummy chyba jest już otwarty, ale nie odpowiada.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Gin Rummy chyba jest otwarty na innym komputerze, „{host}” (proces {pid}), który korzysta z tego samego folderu danych.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Gin Rummy był chyba otwarty jako proces {pid}, który nie działa już na tym komputerze: pozostała po nim blokada.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Gin Rummy chyba jest już otwarty jako proces {pid} na tym komputerze, ale nie odpowiada.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Otwórz go tutaj tylko wtedy, gdy nie jest otwarty tam: dwie kopie grające jednocześnie nadpisują sobie nawzajem zapisaną grę.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Otwórz mimo to</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the file failed its integrity check ({problems})</source>
        <translation>plik nie przeszedł kontroli integralności ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Nie udało się odczytać części statystyk czekających na zapisanie. Zachowano je jako „{name}”; pozostałe zostaną zapisane jak zwykle.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>plik został utworzony przez nowszą wersję gry (schemat {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>wersja schematu pliku ({version}) nie należy do wersji tej gry</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>plik nie jest plikiem statystyk tej gry</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>tabela {table} w pliku nie jest tą, którą zapisuje ta gra</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>Tym razem nie udało się sprawdzić, czy plik statystyk nie jest uszkodzony (system nie pozwolił uruchomić kolejnego zadania); rozdania nadal są zapisywane.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, a pliku nie udało się przenieść w bezpieczne miejsce</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>nie można otworzyć pliku ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>nie można utworzyć folderu {folder} ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>nie udało się założyć nowego pliku</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>przeszkadza folder o nazwie {name}</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>nie można zapisać pliku ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Nie udało się odczytać pliku statystyk ({problem}). Zachowano go jako „{name}” i rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Nie można zapisać statystyk: {problem}. Statystyki z tej sesji są przechowywane do zamknięcia gry.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Plik statystyk jest używany przez inny program; rozdanie zostanie zapisane, gdy tylko plik się zwolni.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>plik jest uszkodzony ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>plik jest uszkodzony i nie udało się go przenieść w bezpieczne miejsce</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation>{title}: {value}, {note}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Twoje statystyki</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Wygrane mecze</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Wygrane rozdania</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Seria zwycięstw</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkty na rozdanie</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Odsetek ginów</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Odsetek podcięć</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Wolne karty przy stukaniu</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Rozegrane mecze</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Szczęście</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Ocena gry</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>WYNIKI W CZASIE</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Dokończ mecz, aby zobaczyć swoje wyniki w czasie.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Wszystkie poziomy</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} z {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n rozdanie</numerusform>
            <numerusform>{level}
%n rozdania</numerusform>
            <numerusform>{level}
%n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Nie zapisano jeszcze żadnych rozdań na żadnym poziomie: rozegraj jakieś, a od razu się tu pojawi.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Nie zapisano jeszcze żadnych rozdań na poziomie {level}: rozegraj jakieś, a od razu się tu pojawi.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Wszystkie poziomy od {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Poziom {level} od {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n rozegrany mecz</numerusform>
            <numerusform>%n rozegrane mecze</numerusform>
            <numerusform>%n rozegranych meczów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n rozdanie liczone osobno</numerusform>
            <numerusform>%n rozdania liczone osobno</numerusform>
            <numerusform>%n rozdań liczonych osobno</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Nie można zapisać pliku statystyk: rozdania z tej sesji są przechowywane do zamknięcia gry.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n wpis czeka na zwolnienie pliku.</numerusform>
            <numerusform>%n wpisy czekają na zwolnienie pliku.</numerusform>
            <numerusform>%n wpisów czeka na zwolnienie pliku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Porzucone mecze liczą się jako rozegrane, nie wygrane. Mecz liczy się na danym poziomie tylko wtedy, gdy wszystkie jego rozdania rozegrano na tym poziomie.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Mecz</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Końcowa różnica (pkt)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Wyzerować statystyki?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Zapomnieć wszystkie zapisane rozdania i mecze na wszystkich poziomach? Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Nie udało się wyzerować statystyk (plik jest używany); spróbuj ponownie za chwilę.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>najdłuższa: %n mecz</numerusform>
            <numerusform>najdłuższa: %n mecze</numerusform>
            <numerusform>najdłuższa: %n meczów</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>twoje punkty minus punkty komputera</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>rozdań · %n twój gin lub wielki gin</numerusform>
            <numerusform>rozdań · %n twoje giny lub wielkie giny</numerusform>
            <numerusform>rozdań · %n twoich ginów lub wielkich ginów</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>średnio, gdy stukasz</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>brak zakończonych meczów</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} z %n meczu</numerusform>
            <numerusform>{won} z %n meczów</numerusform>
            <numerusform>{won} z %n meczów</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>brak rozegranych rozdań</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>z %n rozdania · {rate}</numerusform>
            <numerusform>z %n rozdań · {rate}</numerusform>
            <numerusform>z %n rozdań · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>twoich stukań skończyło się podcięciem · twoje podcięcia: {count}</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>brak twoich stukań · twoje podcięcia: {count}</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>wygrane: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>przegrane: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>porzucone: {count}</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>remisy: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Liczone osobno, poza wszystkimi tymi danymi: %n zakończony mecz oraz rozdania z „Zagraj to rozdanie ponownie” ({replayed}), rozegrane po powrocie do wcześniejszego zapisu ({back}) albo z meczu, za którego rozdania nie można poręczyć ({unverifiable}).</numerusform>
            <numerusform>Liczone osobno, poza wszystkimi tymi danymi: %n zakończone mecze oraz rozdania z „Zagraj to rozdanie ponownie” ({replayed}), rozegrane po powrocie do wcześniejszego zapisu ({back}) albo z meczu, za którego rozdania nie można poręczyć ({unverifiable}).</numerusform>
            <numerusform>Liczone osobno, poza wszystkimi tymi danymi: %n zakończonych meczów oraz rozdania z „Zagraj to rozdanie ponownie” ({replayed}), rozegrane po powrocie do wcześniejszego zapisu ({back}) albo z meczu, za którego rozdania nie można poręczyć ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Mecze ze znajomymi (wygrane–przegrane): {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Ostatnie {shown} z %n meczu · {first} – {last}</numerusform>
            <numerusform>Ostatnie {shown} z %n meczów · {first} – {last}</numerusform>
            <numerusform>Ostatnie {shown} z %n meczów · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n mecz · {first} – {last}</numerusform>
            <numerusform>%n mecze · {first} – {last}</numerusform>
            <numerusform>%n meczów · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Porzucone lub remisy</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Dotychczasowy odsetek wygranych</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>brak zakończonych meczów do zmierzenia</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>nie zmierzono jeszcze w żadnym z %n meczu</numerusform>
            <numerusform>nie zmierzono jeszcze w żadnym z %n meczów</numerusform>
            <numerusform>nie zmierzono jeszcze w żadnym z %n meczów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} po skorygowaniu o szczęście, {actual} faktycznie · w {measured} z %n meczu</numerusform>
            <numerusform>{adjusted} po skorygowaniu o szczęście, {actual} faktycznie · w {measured} z %n meczów</numerusform>
            <numerusform>{adjusted} po skorygowaniu o szczęście, {actual} faktycznie · w {measured} z %n meczów</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>Szczęście mierzy się, analizując mecz, albo przyciskiem poniżej.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Twoje szczęście w punktach za rozdanie: tyle, ile rozdane i dobrane karty dały ci ponad średnią. Szczęście komputera w tych samych meczach: {theirs}. Wynik skorygowany o szczęście odejmuje twoje szczęście i dodaje z powrotem szczęście komputera.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>brak meczów przeanalizowanych w całości</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>w ostatnim meczu: {rate} pkt straty na decyzję</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Przeanalizuj cały mecz, aby otrzymać ocenę na skali poziomów.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Punkty tracone na decyzję w %n meczu przeanalizowanym w całości: {rates}. Im mniej, tym silniejsza gra.</numerusform>
            <numerusform>Punkty tracone na decyzję w każdym z %n ostatnich meczów przeanalizowanych w całości, od najstarszego: {rates}. Im mniej, tym silniejsza gra.</numerusform>
            <numerusform>Punkty tracone na decyzję w każdym z %n ostatnich meczów przeanalizowanych w całości, od najstarszego: {rates}. Im mniej, tym silniejsza gra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Zmierz szczęście we wszystkich meczach</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Mierzy po kolei szczęście w każdym zakończonym meczu, który nie ma jeszcze analizy, a ty w tym czasie grasz dalej.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>Zmierzono {done} z %n meczu…</numerusform>
            <numerusform>Zmierzono {done} z %n meczów…</numerusform>
            <numerusform>Zmierzono {done} z %n meczów…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>Szczęście we wszystkich zakończonych meczach jest już zmierzone.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Zmierzono szczęście w %n meczu.</numerusform>
            <numerusform>Zmierzono szczęście w %n meczach.</numerusform>
            <numerusform>Zmierzono szczęście w %n meczach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>Nie udało się zmierzyć szczęścia w %n meczu.</numerusform>
            <numerusform>Nie udało się zmierzyć szczęścia w %n meczach.</numerusform>
            <numerusform>Nie udało się zmierzyć szczęścia w %n meczach.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Zaznacz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Zastukaj tą kartą</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Twoja ręka, %n karta</numerusform>
            <numerusform>Twoja ręka, %n karty</numerusform>
            <numerusform>Twoja ręka, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Ręka komputera, %n karta</numerusform>
            <numerusform>Ręka komputera, %n karty</numerusform>
            <numerusform>Ręka komputera, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Ręka gracza {friend}, %n karta</numerusform>
            <numerusform>Ręka gracza {friend}, %n karty</numerusform>
            <numerusform>Ręka gracza {friend}, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Talon, %n karta</numerusform>
            <numerusform>Talon, %n karty</numerusform>
            <numerusform>Talon, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Stos odkryty, pusty</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Stos odkryty</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Stos odkryty, na wierzchu: {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Twoje wyłożone karty</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Wyłożone karty komputera</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Wyłożone karty gracza {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Miejsce stukania: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Miejsce stukania: zakryta karta odrzucona przez stukającego</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dobierz</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Weź wierzchnią kartę</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Naciśnij „{label}” ({key}), aby rozdać ponownie.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Rozpocznij nową partię ({key}) albo przeanalizuj mecz ({review}).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Stos odkryty</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Stukanie</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>Ręka komputera na górze, talon, stos odkryty i miejsce stukania pośrodku, twoja ręka na dole. Klawisze strzałek zaznaczają kartę.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Nie ma jeszcze żadnej partii.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Teraz ruch komputera.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Poczekaj, aż karty się ułożą.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Teraz nie można tego zrobić.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Najpierw zaznacz kartę: kliknij ją albo użyj klawiszy strzałek.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Masz za dużo wolnych kart, by zastukać.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Po odrzuceniu tej karty zostałoby ci za dużo wolnych kart, by zastukać.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Jeszcze nie masz gina.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Rozdanie jeszcze się nie skończyło.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>Podpowiedzi są wyłączone: włączysz je w Ustawienia ▸ Gra.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Podpowiedź jest dostępna tylko w twoim ruchu.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Karty są jeszcze rozdawane.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Trwa szukanie podpowiedzi.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Najpierw weź odkrytą kartę ({take_key}) albo spasuj ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Najpierw dobierz kartę.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Karta dobrana: teraz odrzuć kartę (albo zastukaj).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Najpierw dokończ wykładanie ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>Nikt nie wziął odkrytej karty: dobierz z talonu ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Nie możesz odrzucić karty {card} zaraz po jej wzięciu.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>Komputer rezygnuje z odkrytej karty.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>W talonie zostały dwie karty: ostatnią odrzuconą kartę można wziąć tylko po to, by zastukać.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>układy ułożone przez ciebie</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>najlepsze układy (przy twoich zostałyby wolne karty za {deadwood} pkt)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Zaznaczono: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Przełożenie – ty: {mine}, komputer: {theirs}. Rozdajesz ty.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Przełożenie – ty: {mine}, komputer: {theirs}. Rozdaje komputer.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Rozdanie {number}: rozdajesz ty.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Rozdanie {number}: rozdaje komputer.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>Komputer odrzuca: {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>Komputer ogłasza wielkiego gina!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>Komputer ogłasza gina!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Komputer stuka z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Ogłaszasz wielkiego gina! Wyłożone: {melds}.</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>Teraz ruch gracza {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} rezygnuje z odkrytej karty.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Przełożenie – ty: {mine}, {friend}: {theirs}. Rozdajesz ty.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Przełożenie – ty: {mine}, {friend}: {theirs}. Rozdaje {friend}.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Rozdanie {number}: rozdaje {friend}.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} odrzuca: {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Ogłaszasz gina! Wyłożone: {melds}.</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Stukasz z wolnymi kartami za {deadwood} pkt. Wyłożone: {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Ogłaszasz wielkiego gina!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Ogłaszasz gina!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Stukasz z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} ogłasza wielkiego gina!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} ogłasza gina!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} stuka z wolnymi kartami za {deadwood} pkt.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Dokładasz: {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>Komputer dokłada: {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} dokłada: {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Talon · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Stukanie</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Tylko gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Stukanie · {limit} lub mniej</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>tylko gin: w tym rozdaniu nie można stukać</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>stukanie przy wolnych kartach za {limit} pkt lub mniej</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>W układzie {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>W grupie, która nie jest jeszcze układem.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Wolna karta.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Nie można jej odrzucić w tym ruchu.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>Komputer dobiera z talonu.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} dobiera z talonu.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>Komputer bierze: {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} bierze: {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Wskazówka: weź odkrytą kartę, jeśli pasuje do twojej ręki ({take}), a jeśli nie – spasuj ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Wskazówka: przeciągnij wierzchnią kartę z talonu do ręki albo naciśnij {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Wskazówka: przeciągnij do ręki wierzchnią kartę z talonu lub ze stosu odkrytego albo naciśnij {draw} lub {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Wskazówka: wszystkie karty są w układach – naciśnij {gin}, aby ogłosić gina!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Wskazówka: masz dość mało wolnych kart, by zastukać – upuść kartę na miejsce stukania albo naciśnij {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Wskazówka: zatrzymuj karty, które tworzą komplety i sekwensy; tę, której potrzebujesz najmniej, przeciągnij na stos odkryty.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Wskazówka: twoje wolne karty pasujące do układów komputera zostaną dołożone, gdy naciśniesz {lay_off}.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Wskazówka: twoje wolne karty pasujące do układów gracza {friend} zostaną dołożone, gdy naciśniesz {lay_off}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Dobierasz: {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Bierzesz: {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Odrzucasz: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Twoja ręka, %n karta.</numerusform>
            <numerusform>Twoja ręka, %n karty.</numerusform>
            <numerusform>Twoja ręka, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Układ {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Jeszcze nie układ: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Wolne karty: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Twoje wolne karty są warte %n punkt.</numerusform>
            <numerusform>Twoje wolne karty są warte %n punkty.</numerusform>
            <numerusform>Twoje wolne karty są warte %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Twoje wyłożone karty.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Wyłożone karty komputera.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Wyłożone karty gracza {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Nie masz żadnych kart.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>W talonie jest %n karta.</numerusform>
            <numerusform>W talonie są %n karty.</numerusform>
            <numerusform>W talonie jest %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>Wierzchnia karta stosu odkrytego jest jeszcze zakryta.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Stos odkryty jest pusty.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Na wierzchu stosu odkrytego leży: {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>W miejscu stukania leży zakryta karta odrzucona przez stukającego.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Miejsce stukania: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>Komputer ma %n kartę.</numerusform>
            <numerusform>Komputer ma %n karty.</numerusform>
            <numerusform>Komputer ma %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} ma %n kartę.</numerusform>
            <numerusform>{friend} ma %n karty.</numerusform>
            <numerusform>{friend} ma %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Wiesz, że komputer ma: {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Wiesz, że {friend} ma: {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Komputer gra na poziomie: {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Grasz ze znajomym: {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Tym razem brak podpowiedzi.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Nie było jeszcze żadnego komunikatu.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>Cofanie jest wyłączone: włączysz je w Ustawienia ▸ Gra.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>W tym rozdaniu nie ma jeszcze twojego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>Komputer wykonał już ruch po twoim ostatnim ruchu.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>Rozdanie zostało rozliczone: jego karty zostały pokazane.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>wzięcie karty ze stosu</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>odrzucenie karty {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Karty dobranej z talonu nie można cofnąć: zdradziłoby to kolejność kart w talonie.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Stukania nie można cofnąć.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Rezygnacji z odkrytej karty nie można cofnąć.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Tego ruchu nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Mecz ze znajomym</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Twój mecz z graczem {friend} nie został dokończony. Wznowić go teraz? Oba programy muszą być uruchomione: ten zaczeka, aż {friend} się połączy.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>wygrany</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrany</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>porzucony</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Nie można go otworzyć: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Nie można odczytać pliku: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Nie udało się odczytać pliku ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Plik jest za duży jak na zapis meczu (%Ln bajt).</numerusform>
            <numerusform>Plik jest za duży jak na zapis meczu (%Ln bajty).</numerusform>
            <numerusform>Plik jest za duży jak na zapis meczu (%Ln bajtów).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Plik: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>To nie jest mecz, który ten program potrafi odczytać: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Plik jest uszkodzony ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>Zapis meczu ze znajomym jest nieprawidłowy: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>Zapis przebiegu meczu jest nieprawidłowy: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>Zapis przebiegu meczu jest uszkodzony ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>rozdanie {number} – {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Ten mecz nie ma zapisu, który można odtworzyć.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>Zapis tego meczu jest za duży.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>poziom {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Ty {you} – Komputer {computer} · %n rozdanie</numerusform>
            <numerusform>{when} · {level} · {result} · Ty {you} – Komputer {computer} · %n rozdania</numerusform>
            <numerusform>{when} · {level} · {result} · Ty {you} – Komputer {computer} · %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · z graczem {friend} · {result} · Ty {you} – {friend} {theirs} · %n rozdanie</numerusform>
            <numerusform>{when} · z graczem {friend} · {result} · Ty {you} – {friend} {theirs} · %n rozdania</numerusform>
            <numerusform>{when} · z graczem {friend} · {result} · Ty {you} – {friend} {theirs} · %n rozdań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation>Gin Rummy: nieoczekiwany błąd</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Coś poszło nie tak: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Nie można uruchomić Gin Rummy: ta sesja ogranicza pamięć programu do {limit} MB przestrzeni adresowej (ulimit -v), a gra potrzebuje co najmniej {needed} MB. Zwiększ limit i uruchom grę ponownie.</translation>
    </message>
</context>
</TS>
