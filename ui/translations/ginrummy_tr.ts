<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Sürüm {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. GNU General Public License, sürüm 3 veya daha sonraki herhangi bir sürüm ({expression}) kapsamında özgür yazılımdır; hiçbir garantisi yoktur.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Oyun: GNU General Public License, sürüm 3 veya sonrası&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} özgür yazılımdır: Free Software Foundation tarafından yayımlanan GNU General Public License&apos;ın 3. sürümü ya da (tercihinize bağlı olarak) daha sonraki herhangi bir sürümü (SPDX: {expression}) koşulları altında yeniden dağıtabilir ve/veya değiştirebilirsiniz. Yararlı olması umuduyla dağıtılmaktadır, ancak HİÇBİR GARANTİSİ YOKTUR; SATILABİLİRLİK veya BELİRLİ BİR AMACA UYGUNLUK zımni garantisi bile yoktur. Lisans metni: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Bu lisans programın kendi kodunu, formlarını ve kurallar sayfasını kapsar, {copyright}. Oyunun simgesi kendi çizimimiz, sesleri de kendi sentezimizdir (assets/sounds/PROVENANCE.md); ikisi de CC0 1.0 ile kamu malı olarak bağışlanmıştır.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kart görselleri: CC0 1.0 (kamu malı)&lt;/h3&gt;&lt;p&gt;Kart yüzleri Adrian Kennard&apos;ın eseridir ve Creative Commons CC0 1.0 Universal ile kamu malı olarak bağışlanmıştır. Kart arkalarımız ve yüzlerde yaptığımız değişiklikler de CC0 ile kamu malına bağışlanmıştır. Görsellerin kaynağı ve yaptığımız değişiklikler: {provenance}; lisans metni: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt ve Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Bu oyun Qt {qt} ve Qt for Python (PySide6 {pyside}) ile geliştirilmiştir; bunlar GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;) kapsamında kullanılmaktadır. LGPL, oyunla birlikte gelen Qt ve PySide6 kitaplıklarını kendi derlediğiniz sürümlerle değiştirmenize izin verir. Kaynak kodlarına &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; ve &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt; adreslerinden ulaşılabilir. Qt, The Qt Company Ltd.&apos;nin ticari markasıdır.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lisans metinleri&lt;/h3&gt;&lt;p&gt;Kurulu bir oyun, tüm lisans metinlerini ve bildirimleri (bizimkiler, kart görsellerininki, Qt&apos;ninki, Python&apos;unki ve PyInstaller&apos;ınki) {texts} klasöründe taşır.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt hakkında</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Gin Rummy hakkında</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Bilgisayara karşı Gin Rummy: beş oyun seviyesi ve yaygın tüm ekollerin kuralları.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt hakkında</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Ölü kart {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>%n puan ölü kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Seri + {count} işlendi</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Grup + {count} işlendi</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Grup</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Seri, %n kart işlendi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Grup, %n kart işlendi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>ası</translation>
    </message>
    <message>
        <source>two</source>
        <translation>ikisi</translation>
    </message>
    <message>
        <source>three</source>
        <translation>üçü</translation>
    </message>
    <message>
        <source>four</source>
        <translation>dördü</translation>
    </message>
    <message>
        <source>five</source>
        <translation>beşi</translation>
    </message>
    <message>
        <source>six</source>
        <translation>altısı</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>yedisi</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>sekizi</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>dokuzu</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>onu</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valesi</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>kızı</translation>
    </message>
    <message>
        <source>king</source>
        <translation>papazı</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kapalı kart</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>{before} yerine {after}</translation>
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
        <translation>{card} kartını atar (ölü kart {deadwood}), oysa bir pere tek kart uzaklıktaydı</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>{card} kartını atar (ölü kart {deadwood}), oysa %n pere tek kart uzaklıktaydı</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>{deadwood} ölü kartla şimdi kapatmak oyunu kazanma şansını düşürürdü (simülasyonların {percent} kadarında alttan geçildi)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>{deadwood} ölü kartla şimdi kapatırsan rakibin büyük olasılıkla alttan geçerdi: simülasyonların {percent} kadarında öyle oldu, el başına yaklaşık %n puan daha kötü</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>{deadwood} ölü kartla şimdi kapatmak, simülasyonlarda oynamaya devam etmekten el başına yaklaşık %n puan daha az getirdi (bunların {percent} kadarında alttan geçildi)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>{card} yerine; o kart en az ölü kartı ({deadwood}) bırakır ama rakibinin aldığı {picked} ile per oluşturur: bu, oyunu kazanma şansını düşürürdü</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>{card} yerine; o kart en az ölü kartı ({deadwood}) bırakır: bu, oyunu kazanma şansını düşürürdü</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>{card} yerine; o kart en az ölü kartı ({deadwood}) bırakır ama rakibinin aldığı {picked} ile per oluşturur: simülasyonlarda el başına yaklaşık %n puan daha az getirdi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>{card} yerine; o kart en az ölü kartı ({deadwood}) bırakır: simülasyonlarda el başına yaklaşık %n puan daha az getirdi</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>{card} kartını tutar; bir pere tek kart uzaklıkta</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>{card} kartını tutar; %n pere tek kart uzaklıkta</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>{card} güvenli görünüyor: rakibin {threw} kartını attı ve {passed} kartını geçti</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>{card} güvenli görünüyor: rakibin {threw} kartını attı</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>{card} güvenli görünüyor: rakibin {passed} kartını geçti</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Açık kartı geçer</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>{card} kartını geçer</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>{card} atılarak gin: {bonus} puan bonus, işleme yok</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>{deadwood} ölü kartla kapatır, {card} kartını atar</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>simülasyonların {percent} kadarında alttan geçildi</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>{card} kartını atar, {meld} perini bozar (ölü kart {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>{card} kartını atar (ölü kart {deadwood}): bir pere yakın değildi</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>riskli: rakibin {picked} kartını aldı, bu kartla per oluşturur</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>{card} güvenli: rakibin artık bu kartla per yapamaz</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>simüle edilen ellerin {percent} kadarını kazandı</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>{card} kartını alır: {meld} perini tamamlar, ölü kart {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>{card} kartını alır: ölü kart {before} → {after}, ama neyi topladığını belli eder</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>{card} ölü kartını azaltmaz ve rakibine ne istediğini gösterir</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Desteden kör çeker, {card} kartını bırakır (ölü kartı {before} → {after} yapardı)</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Desteden çeker: {card} işine yaramaz</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>Tek hamle: {cards} işlenir</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>rakibin {points} puan alır</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Desteden çeker</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Geçer: el, destenin sonunda puansız biter</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Büyük gin: on bir kartın hepsi perde, en büyük bonus</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Tek hamle</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>Tek hamle: iki oyuncu da ilk açık kartı geçti</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Perlerini aç ve işleyebildiklerini işle</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>Tek hamle: işlenecek kart yok</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>alttan geçiyorsun</translation>
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
        <translation>At</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} at</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Kapat ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>{card} kartını at</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Kapat, {card} kartını atarak</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Eli hesapla</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>İşle</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Gin&apos;e işleme yapılmaz: eli hesapla ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>İşle ve eli hesapla ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>En iyi hamleyi ve nedenini göster ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Geri al: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Geri al: {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Açık kartı al</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Açık kartı al</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Geç</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Açık kartı geç</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Desteden çek</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Desteden çek</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Iskartadan al</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Iskarta yığınının üstündeki kartı al</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Destenin sonunda geç</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Seçili kartı at</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Gin yap</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>İşle ve eli hesapla</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sonraki el</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Sonraki eli dağıt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Yeni bir oyun başlat</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Yeni oyun</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Maçı incele</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Bu maçtaki kararlarını ve şansını incele</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Bu maçı i&amp;ncele…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sayıya göre diz</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Renge göre diz</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Perleri diz</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Sola seç</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Soldaki kartı seç</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Sağa seç</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Sağdaki kartı seç</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Sola taşı</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Seçili kartı sola taşı</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Sağa taşı</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Seçili kartı sağa taşı</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Seçimi kaldır</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Seçimi kaldır</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Yukarı bak</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Ekran okuyucuyu yukarıdaki alana taşı: desteler, bilgisayarın kartları, açılan kartlar (← → açılan kartların bir sırasında gezinir)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Aşağı bak</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Ekran okuyucuyu aşağıdaki alana taşı, elindeki kartlara kadar</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Kartlarını oku</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Kartlarını oku: perler, ölü kartlar ve toplamları (el sonunda açılan kartların)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Masayı oku</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Masayı oku: deste, ıskarta yığını, bilgisayarın bilinen kartları (el sonunda açtığı kartlar)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Skoru oku</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Tekrar söyle</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Son mesajı tekrar söyle</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Son hamleni geri al</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Her hamle klavyeden yapılabilir; ok tuşları elindeki kartları seçer ve taşır.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>bu maçın tohumundan değil, önceki bir maçtan yeniden oynatıldı</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>kaybolan bir dağıtım tohumu parmak izini korur ve açıklanmaz</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>bir dağıtım tohumu %n bayttır</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>bir dağıtım tohumunun ilk dağıtımı 0&apos;dan başlayan bir tam sayıdır</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>bir maçın ilk tohumu kesmeden (dağıtım 0) başlar</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>bir maçın tohumları, daha önce yapılmış ve artan sırada dağıtımlardan başlamalıdır</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>bir maçın ifadeleri metindir</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>sonraki maçın tohumu %n bayttır</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Her maçtan önce program, bilgisayarının rastgelelik kaynağından gizli bir tohum çeker ve bu tohumun &lt;b&gt;parmak izini&lt;/b&gt; (SHA-256 özetini) masada gösterir. Her deste dizilimi bu tohumdan, &lt;b&gt;senin ifadenden&lt;/b&gt; ve elin numarasından hesaplanır. Tohum, ifaden bilinmeden önce belirlenir; bu yüzden program kendi lehine kart seçemez. İfaden de tohumun ilk dağıtımında, tohum daha hiç kaydedilmeden sabitlenir; bu yüzden kimse bir tohuma uyan bir ifade seçemez. Bu nedenle yeni bir ifade bir sonraki tohumdan itibaren geçerli olur: sonraki maçtan ya da tohumu açıkladıktan sonraki dağıtımlardan. Maç bitince tohum açıklanır ve herkes her desteyi yeniden hesaplayabilir: Doğrula düğmesiyle ya da oyunun kaynak kodundaki, Python&apos;dan başka bir şey gerektirmeyen &lt;code&gt;tools/verify_deal.py&lt;/code&gt; ile.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Bu maç doğrulanamaz: kayıt dosyasındaki bir dağıtım tohumu, bu programın kendisinin çektiğine kefil olamayacağı bir tohum (elle yazılmış, eski bir sürümle ya da başka bir bilgisayarda oluşturulmuş) ya da geri okunamamış; bu yüzden kartları seçilmiş olabilir, bu kontrol ne derse desin.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>kesme</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>el dağıtımı {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Uyuşmazlık: {deals} kartları, tohumun ve ifadenin verdiği kartlar değil.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>Kesme ve ilk dağıtım, bu maçın tohumundan değil, önceki bir maçtan yeniden oynatıldı.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n dağıtım doğrulanamıyor: maça devam edilirken tohumları geri okunamadı.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>Açıklanan tohum kendine ait hiç kart dağıtmadı: kontrol edilecek bir şey yok.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Henüz kontrol edilecek bir şey yok: tohum maç bitince ya da sen açıkladığında açıklanır.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>Kontrol edilen %n dağıtımın kartları tohumları ve ifadeleriyle uyuşuyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>%n dağıtım daha, tohumu açıklanınca kontrol edilebilir.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Adil dağıtım</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Bu maçın tohumları ve ifadeleri</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Doğrulama sonucu</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>İfaden:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>İfaden, sonraki dağıtımlara karıştırılır</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Bu ifadeyi kullan</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Tohumu şimdi açıkla…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Doğrula</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Kontrol için dışa aktar…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Bir ifade en az bir karakter içermeli.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>İfade kullanılıyor, ancak bir sonraki açılış için kaydedilemedi.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>İfaden alındı: bir sonraki tohumdan itibaren geçerli olur (sonraki maç ya da tohum açıklandıktan sonraki dağıtımlar). Kullanımdaki tohum, ilk dağıtımındaki ifadeyi korur.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>İfaden alındı: sonraki dağıtıma karıştırılacak.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>Kullanımdaki tohum henüz hiç dağıtım yapmadı: açıklanacak bir şey yok.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Gizli tohum şimdi açıklansın mı? Bundan sonra dağıtım yapmaz: sonraki dağıtımları, parmak izi hemen gösterilen yeni bir tohum yapar.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Maçı kontrol için dışa aktar</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Maç (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Maç dışa aktarılamadı: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Dışa aktarıldı: {name}. Şu komutla kontrol et: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>kayıp: geri okunamadı, bu yüzden dağıtımları doğrulanamaz</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>programın anlayabildiği kadarıyla onun tarafından çekilmemiş: dağıtımlarına kefil olunamaz</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>açıklandı: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>gizli; sonraki dağıtımı yapar (o dağıtımdan önce çıkarsan, sonraki açılışta yeni parmak izli yeni bir tohum çekilir)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>maç bitene kadar gizli</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tohum {number}&lt;/b&gt; ({deal}. dağıtımdan itibaren)&lt;br&gt;parmak izi &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sonraki maç&lt;/b&gt; şu parmak izli tohumla başlayacak:&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (bunu not et, sonra ifadeni seç). Program çalıştığı sürece geçerlidir: hiç dağıtım yapmamış bir tohum asla kaydedilmez, bu yüzden sonraki maç başlamadan çıkarsan, sonraki açılışta yeni parmak izli yeni bir tohum çekilir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Kullanılan ifadeler</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>“{phrase}”</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Dağıtım için kesme: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Dağıtım {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} bir dosya değil</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} bir dosya değil, adlandırılmış kanal</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} bir dosya değil, klasör</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} bir dosya değil, soket</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} bir dosya değil, aygıt</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} normal bir dosya değil</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Bir arkadaşla oyna</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>A&amp;dın:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Adın</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Arkadaşının göreceği ad: 1 ile 40 karakter arası</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Oyun kur ya da katıl</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>Oyun &amp;kur</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>Oyuna ka&amp;tıl</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Oyun, bu bilgisayarda arkadaşından gelecek bağlantıları dinleyemedi.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Arkadaşın bekleniyor…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Oyunu geri çektin.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Bir arkadaş bağlanıyor…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Davet kodu kopyalandı: arkadaşına gönder. Arkadaşın bekleniyor…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>{name} adlı oyuncunun oyunu ağında.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>{address} adresine bağlanılıyor…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Kontrol numaralarını karşılaştır: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Kurallarının {friend} tarafından kabul edilmesi bekleniyor:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} oyununa katıldı.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>{friend} adlı oyuncunun kuralları bekleniyor…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>{friend} ile bağlandın.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Arkadaşının programı burada yeri olmayan bir mesaj gönderdi: bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Arkadaşının programı, bu programın okuyamadığı kurallar gönderdi (oyunun başka bir sürümü olabilir): bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} bu kurallarla oynamanı istiyor:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>{friend} kurallarını gönderdi. {rules} Kabul et ya da reddet.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>{friend} adlı oyuncuya önerdiğin kurallar:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} senin kurallarını reddetti. Oyunu yeniden aç ya da iptal edip ayarlardan başka kurallar seç.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Arkadaşının programı, bu programın okuyamadığı bir yanıt gönderdi: bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>{friend} adlı oyuncunun kurallarını reddettin: {friend} bilgilendirildi. Başka bir oyuna katılmak için geri dön ya da iptal et.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Kurallarda anlaşıldı: maç başlıyor.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>Arkadaşının programı bu programı selamlamadan bağlantı kapandı.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} bağlantıyı kapattı.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Bir bağlantı geldi ama bu oyunun yaptığı gibi hiç selam vermedi: bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Arkadaşının programından yanıt yok. Adresi, arkadaşının oyun kurduğunu ve onun güvenlik duvarının oyuna izin verdiğini kontrol et.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Arkadaşın yeniden bekleniyor…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Önce adını yaz: tek satırda, 1 ile 40 karakter arası.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Arkadaşının adresini ve portunu 192.168.1.20:50123 biçiminde ya da davet kodunu yaz.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Bu davet kodu yanlış yazılmış: arkadaşınla karakter karakter kontrol et.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Adresi, iki nokta üst üsteden sonra portuyla birlikte 192.168.1.20:50123 biçiminde ya da davet kodunu yaz.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>Port, iki nokta üst üsteden sonra gelen 1 ile 65535 arası bir sayıdır: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>IPv6 adresi köşeli parantez içine yazılır, ardından iki nokta üst üste ve port gelir: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>“{address}” bir adres değil.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Bir oyun kur, arkadaşın da kendi bilgisayarından katılsın. Sen oyunu açana kadar ağda hiçbir şey dinlemez.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>Oyunu &amp;aç</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Arkadaşını bekle ve oyununu ağındaki bilgisayarlara göster</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Davet kodunun ad&amp;resi:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Davet kodundaki adres</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Bu bilgisayarın adreslerinden birini seç ya da internetten bağlanacak bir arkadaş için dış IP adresini yaz</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Ko&amp;pyala</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Davet kodunu kopyala</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>Oyunu &amp;geri çek</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Arkadaşından, ayarlarındaki şu kuralları kabul etmesi istenecek:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Ağındaki bir arkadaş oyununu kendi listesinde görür ya da bu bilgisayarın adreslerinden birini yazar:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Bu bilgisayarın hiçbir ağda adresi yok: bir arkadaş ona yalnızca bu bilgisayarın kendi adıyla, {port} portundan ulaşabilir.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>İnternetten bağlanacak bir arkadaş için modemin {port} portunu bu bilgisayara yönlendirmeli ve davet kodu dış IP adresini içermeli (modemin bunu gösterir: yukarıya yaz). Windows ya da macOS, oyunun güvenlik duvarından geçmesine izin verip vermeyeceğini sorabilir: izin ver, yoksa arkadaşın bağlanamaz.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Davet kodu: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Davet kodu yok: yukarıya bir IPv4 ya da IPv6 adresi yaz.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Ağındaki oyunlar:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Ağındaki oyunlar</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Enter ile seçilen oyuna katılırsın</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Henüz oyun bulunamadı. Arkadaşından oyun kurmasını iste ya da aşağıya adresini veya davet kodunu yaz.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Adres ya da davet k&amp;odu:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Adres ya da davet kodu</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 ya da 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>&amp;Bağlan</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>Kuralları &amp;kabul et</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Reddet</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>Oyunu &amp;yeniden aç</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Geri</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Bu bağlantıyı kapat ve başka bir oyuna katıl</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Kontrol numaraları: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Bu dört sayıyı {friend} ile sesli ya da mesajla karşılaştır: iki ekranda da aynı sayılar görünmeli. Farklıysa ağda aranıza biri girmiş demektir: iptal et ve oynama.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>Bağlantı kurulamadı: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Arkadaşının programı oyunun protokolünün bu programdakinden (sürüm {ours}) farklı bir sürümünü kullanıyor: ikinizin de aynı sürüme ihtiyacı var.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Arkadaşının programı oyunun protokolünün {theirs} sürümünü, bu program {ours} sürümünü kullanıyor: ikinizin de aynı sürüme ihtiyacı var.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>Karşı taraf bu oyun değil: bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>Bağlantı kapatıldı: arkadaşının programı oyunun herhangi bir mesajından daha büyük bir mesaj gönderdi.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>Bağlantı kapatıldı: arkadaşının programı oyunun mesajı olmayan bir şey gönderdi.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>Bağlantı kapatıldı: bir mesaj yolda değiştirildi ya da bağlantınızın anahtarıyla mühürlenmemişti.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>Bağlantı kapatıldı: bir mesaj yeniden ya da sırasız geldi.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Arkadaşınla oynadığın kayıtlı maç okunamadı ({reason}); {name} olarak kenara taşındı.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Arkadaşının programı, içinde kart olmayan bir şey bulunan bir deste gönderdi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Arkadaşının programı, 52 farklı karttan oluşmayan bir deste gönderdi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Arkadaşının programı hiçbir kartı açmayan bir anahtar gönderdi.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>Aynı kart destenin iki farklı yerinde göründü.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Arkadaşının programı, dağıtımdan önce söz verdiklerinden farklı anahtarlar açıkladı.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Arkadaşının programı düzgün biçimde oluşturulmamış anahtarlar açıkladı.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Arkadaşının programı desteyi anahtarlarının söylediğinden farklı karıştırdı: kapalıyken bir kart değiştirildi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Arkadaşının programı kartları anahtarlarının söylediğinden farklı gizledi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Arkadaşının programı, söz vermediği bir anahtarla bir kart gösterdi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Arkadaşının programı, elindeki kartlarla kuralların izin vermediği bir hamle yaptı.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Arkadaşının programı, hamlesinin gösterdiği kartları göstermedi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Arkadaşının programı şu anda gösteremeyeceği bir kartı gösterdi.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} Maç durduruldu; gönderilenler kanıt olarak saklanıyor.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Arkadaşının programı sırası dışında ya da sınırların dışında bir mesaj gönderdi. Maç durduruldu.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Arkadaşın ayrıldı: bağlantı maç bitmeden kapandı.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>{friend} ile bağlantı koptu. Maç, bağlantının geri gelmesini en fazla %n dakika bekler; bu arada oynamaya devam edebilirsin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>{friend} ile bağlantı yeniden kuruldu: maç devam ediyor.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} %n dakika içinde geri dönmedi: maç bitti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>{friend} adlı oyuncunun programı, elden sonraki %n saniye içinde anahtarlarını açıklamadı, bu yüzden dağıtım doğrulanamıyor: {friend} maçı hükmen kaybediyor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>bilgisayara sorulamadı ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>bilgisayar %n saniye içinde yanıt vermedi</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>bilgisayar kurallara aykırı bir hamle seçti: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>bilgisayarın hamlesi reddedildi ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tuşlar</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>Pencere ve menüleri</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Kart masası ile paneldeki düğmeler arasında geçiş yap</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Boşluk</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Odaktaki düğmeye bas</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Ekran okuyucuyla</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>Kart masası bir yerler listesi olarak okunur: üstte bilgisayarın eli; ortada deste, ıskarta yığını ve kapatma alanı; altta senin elin; el sonunda da iki tarafın açılmış kartları. &lt;i&gt;Elin&lt;/i&gt; kartlarını sırasıyla, her birini periyle birlikte listeler; bir kartta Seç, At ve Kapat, destede Çek, ıskarta yığınında Al seçenekleri vardır. ↑ ve ↓ ekran okuyucuyu bir yerden diğerine, ← ve → açılmış kartların bir sırası boyunca taşır. C kartlarını perleri ve ölü kartlarıyla, T masayı, W skoru okur; A da son mesajı tekrar söyler.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Kart masası klavye odağındayken olanlar anında söylenir: bilgisayarın hamleleri, çektiğin kart, bir ret ve nedeni, ipucu, kapatma ve her elin sonucu. Linux&apos;ta bu, ekran okuyucunun üzerinde bulunduğu kart ya da yer aracılığıyla söylenir ve Orca seslendirir (Orca 43 ve 48 ile denendi); Windows ve macOS&apos;ta NVDA, Ekran Okuyucusu ve VoiceOver için Qt duyuruları olarak gönderilir.</translation>
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
        <translation>Bu bilgisayar hiçbir yerel ağda değil, bu yüzden oyunun orada gösterilemiyor. Arkadaşın yine de davet koduyla katılabilir.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Oyunun yerel ağda gösterilemiyor ({reason}). Arkadaşın yine de davet koduyla katılabilir.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Yerel ağda oyun aranamıyor ({reason}). Bir arkadaşının oyununa yine de davet koduyla katılabilirsin.</translation>
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
        <translation>Durum</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Kayıtlı oyun okunamıyor</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Kayıtlı oyunlar şurada durur: {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Oyun kaydedilemedi ({problem}); kaydedilmeden devam ediyor.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>İpucu düşünülüyor…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Bu sefer ipucu yok.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Bu oyun bırakılsın mı?</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Bilgisayar oyuncusu hata verdi ({problem}); basit bir hamle yapıldı.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Ses</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Sesleri aç/kapat (ses düzeyi Ayarlar&apos;da)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ses</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Bu bilgisayarda ses çıkışı bulunamadı, bu yüzden oyun sessiz.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>Bir arkadaşla &amp;oyna…</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Başka bir bilgisayardaki arkadaşınla oyna</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Puan tablosu</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Puan tablosunu göster</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>İs&amp;tatistikler…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>İstatistiklerini göster</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;El geçmişi…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Biten elleri yeniden oynat</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>&amp;Adil dağıtım…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Aya&amp;rlar…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Ayarları aç</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Çık (maç bir dahaki sefere saklanır)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Oyunun kurallarını göster</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>Kla&amp;vye…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>Gin Rummy &amp;hakkında</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Bilgisayar hatası: {problem}</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Bilgisayar · {level}  —  düşünüyor…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Bilgisayar · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · arkadaşın  —  düşünüyor…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · arkadaşın</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>bilgisayar oyuncusunun belleği kullanılamıyor ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>masaya geri konulamadı ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>Bu maçın gizli tohumu geri okunamadı, bu yüzden şimdiye kadarki dağıtımları artık doğrulanamaz; sonraki dağıtımlar yeni bir tohumdan gelir.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Bu maç doğrulanamaz olarak işaretlendi: kaydında, bu programın kendisinin çektiğine kefil olamayacağı (elle yazılmış, eski bir sürümle ya da başka bir bilgisayarda oluşturulmuş) ya da geri okuyamadığı bir dağıtım tohumu var; bu yüzden kartları seçilmiş olabilir. Maç devam ediyor ve elleri istatistiklerde ayrı sayılıyor.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Bu, maçın daha eski bir kaydı: istatistikler bu maçın %n elini daha kaydetmişti. O sonuçlar saklanır, buradan sonra oynanan eller ayrı sayılır.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Kayıtlı bir ayar okunamadı ve sıfırlandı: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Kayıtlı bir ayar okunamadı ve sıfırlandı: {problem} (ve %n tane daha; günlüğe bak)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Bu oyun bırakılsın mı? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>Tohum açıklandı; sonraki dağıtımlar yeni bir tohumdan gelir, parmak izi {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>Arkadaşa karşı oynanan maçta ipuçları kapalı.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>Arkadaşa karşı oynanan maçta geri alma kapalı.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Henüz oyun yok.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>elin yeniden dizilmesi</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Geri alındı: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Ayarlar kaydedildi.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Ayarlar kaydedilemedi (yalnızca bu oturumda geçerli).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Yeni kurallar sonraki oyunla başlar.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Yeni görünüm sonraki elle başlar.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>bugün {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Oyununa kaldığın yerden devam ediyorsun.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Oyununa kaldığın yerden devam ediyorsun (kayıt: {when}).</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Kayıtlı oyunun okunamadı: {problem}. Yeni bir oyun başladı.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Kayıtlı oyunun okunamadı: {problem}. “{kept}” olarak saklandı. Yeni bir oyun başladı.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>Bilgisayar desteden çekti</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} desteden çekti</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>%{number}</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>Henüz per yok.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Ölü kart:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>ölü kart, seninki · en iyisi {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>ölü kart</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>en iyi atıştan sonra {points}</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{card} atıldıktan sonra {points}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>Perleri diz ({key}) en iyisini seçer</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>{limit} veya altında kapat</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>yalnızca gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Oyun bitti</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Oyun menüsünden yeni bir oyun başlat ({key}) ya da maçı incele ({review}).</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>El bitti</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Yeniden dağıtmak için &lt;b&gt;Sonraki el&lt;/b&gt; ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Dağıtılıyor</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Kartlar dağıtılıyor.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Bilgisayarın sırası</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Sıra: {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Senin sıran</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>Bilgisayar senin perlerine kart işliyor.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} senin perlerine kart işliyor.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>Bilgisayar açık kartı alıp almayacağına karar veriyor.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} açık kartı alıp almayacağına karar veriyor.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Bilgisayarın çekip atmasını bekle. Bu arada elini yeniden dizebilirsin.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>{friend} kart çekip atana kadar bekle. Bu arada elini yeniden dizebilirsin.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Açık kartı ({card}) al ({take}) ya da geç ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Destenin sonu: {card} kartını yalnızca kapatmak için al ({take}) ya da geç ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Desteden çekmelisin ({draw}): açık kart geçildi.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Desteden çek ({draw}) ya da ıskarta yığınından {card} kartını al ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Bilgisayar gin yaptı: işlenecek bir şey yok. &lt;b&gt;Eli hesapla&lt;/b&gt; ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} gin yaptı: işlenecek bir şey yok. &lt;b&gt;Eli hesapla&lt;/b&gt; ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Bilgisayar kapattı. İşleyip eli hesaplamak için &lt;b&gt;İşle&lt;/b&gt; ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} kapattı. İşleyip eli hesaplamak için &lt;b&gt;İşle&lt;/b&gt; ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>At: bir kartı ıskarta yığınına sürükle ya da seçip {discard} tuşuna bas. &lt;b&gt;Gin&lt;/b&gt; yapabilirsin ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>At: bir kartı ıskarta yığınına sürükle ya da seçip {discard} tuşuna bas. &lt;b&gt;Kapatabilirsin&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>At: bir kartı ıskarta yığınına sürükle ya da seçip {discard} tuşuna bas.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Son durum: &lt;b&gt;Sen&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Bilgisayar&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Son durum: &lt;b&gt;Sen&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Sen&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Bilgisayar&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Sen&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Oyun {target} puana · {rules} kuralları</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card} kartını at</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>kapat, {card} kartını atarak</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>desteden çek</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>yığındaki kartı al</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>geç</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>büyük gin ilan et</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>işle</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>oynamaya devam et</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;İpucu: {action} ({key} tuşuna bas).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;İpucu: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Öğret: “{played}” yerine “{better}” daha iyiydi (el başına yaklaşık %n puan). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Öğret, {hand}. el: “{played}” yerine “{better}” daha iyiydi (el başına yaklaşık %n puan). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Bilgisayarın elinde bilinenler:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>{friend} adlı oyuncunun elinde bilinenler:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Sonraki maçın parmak izi {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Sonraki dağıtımın parmak izi {digits} · bu elin tohumu açıklandı</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Dağıtım parmak izi {digits} · doğrulanamaz</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Dağıtım parmak izi {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>El {number} · deste {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Yeni oyun · deste {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>El {number} · sen dağıttın · deste {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Yeni oyun · sen dağıttın · deste {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>El {number} · bilgisayar dağıttı · deste {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>El {number} · {friend} dağıttı · deste {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Yeni oyun · bilgisayar dağıttı · deste {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Yeni oyun · {friend} dağıttı · deste {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Rakip: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Rakip: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>bilgisayar kullanılabilir bir bellek göndermedi</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>bilgisayarın süreci durdu</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>bilgisayarın süreci değiştirildi</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>bilgisayar bellek göndermedi</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>El {number}: sen dağıtıyorsun</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>El {number}: bilgisayar dağıtıyor</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>El {number}: {friend} dağıtıyor</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>El {number} · sen dağıttın · oynanıyor</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>El {number} · bilgisayar dağıttı · oynanıyor</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>El {number} · sen dağıttın · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>El {number} · bilgisayar dağıttı · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Perlerini açtın (gin&apos;e işleme yapılmaz)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>Bilgisayar perlerini açtı (gin&apos;e işleme yapılmaz)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} perlerini açtı (gin&apos;e işleme yapılmaz)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>İşleyecek kartın yoktu</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>Bilgisayarın işleyecek kartı yoktu</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} işleyecek kart bulamadı</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>İşlediğin kartlar: {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>Bilgisayarın işlediği kartlar: {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} şu kartları işledi: {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Büyük gin yaptın</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>Bilgisayar büyük gin yaptı</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} büyük gin yaptı</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Gin yaptın ({card} atarak)</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>Bilgisayar gin yaptı ({card} atarak)</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} gin yaptı ({card} atarak)</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{deadwood} ölü kartla kapattın ({card} atarak)</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Bilgisayar {deadwood} ölü kartla kapattı ({card} atarak)</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} {deadwood} ölü kartla kapattı ({card} atarak)</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Açık kartı aldın: {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>Bilgisayar açık kartı aldı: {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} açık kartı aldı: {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Desteden çektin: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>Bilgisayar desteden çekti: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} desteden çekti: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Yığından aldın: {card}</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>Bilgisayar yığından aldı: {card}</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} yığından aldı: {card}</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Attın: {card} (destede iki kart kaldı: destenin sonu)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Bilgisayar attı: {card} (destede iki kart kaldı: destenin sonu)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} attı: {card} (destede iki kart kaldı: destenin sonu)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Attın: {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>Bilgisayar attı: {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} attı: {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Destenin sonunda geçtin</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>Bilgisayar destenin sonunda geçti</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} destenin sonunda geçti</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Açık kartı geçtin</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>Bilgisayar açık kartı geçti</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} açık kartı geçti</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>El geçmişi</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Elin hamleleri</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesaj</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Maç</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Dosya aç…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Baş</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Elin başı ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Geri</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Bir adım geri ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>İleri ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Bir adım ileri ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Son ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Elin sonu ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Eli dışa aktar…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>Bu elin sonuna kadar maçı bir dosyaya</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Maçı dışa aktar…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>Tüm maçı bir dosyaya</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Maçı incele…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Maçın biten ellerindeki her kararın en iyi hamleye göre değeri ve kartların şansı</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Tekrar oyna, rakip:</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Bu dağıtımı tekrar oynamak için seviye</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Bu dağıtımı tekrar oyna</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Henüz hiç maç oynanmadı.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Bu maçta henüz biten el yok.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>“{name}” açılamıyor. {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>“{name}” açıldı.</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Bir maç aç</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Maç (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Adım {step} / {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>İlk eli bu kartlar ve bu dağıtıcıyla başlayan yeni bir maç</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>İlk eli bu kartlar ve bu dağıtıcıyla, dağıtıldıkları kurallarla ({rules}) başlayan yeni bir maç</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Maçı dışa aktar</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Maçı bu ele kadar dışa aktar</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Maç (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Maç dışa aktarılamadı: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>Maç “{name}” dosyasına aktarıldı.</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>Maçın {number}. ele kadarki kısmı “{name}” dosyasına aktarıldı.</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Henüz açıklanmamış bir tohumun dağıtımları, tohum açıklanınca kontrol edilebilir.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>İncelenen maç</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>geçerli maç</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>{number}. elin kartlarıyla yeni bir maç başladı, rakip: {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Geçerli maç</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>Bu adımda masa</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Henüz gösterilecek biten el yok.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Sen kapattın · ölü kart {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>Bilgisayar kapattı · ölü kart {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Sen · ölü kart {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Bilgisayar · ölü kart {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Deste {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Iskarta yığını · %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Sıradaki: açık kartı alabilir ya da geçebilirsin</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Sıradaki: bilgisayar açık kartı alabilir</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Sıradaki: sen çekiyorsun</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Sıradaki: bilgisayar çekiyor</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Sıradaki: sen atıyorsun</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Sıradaki: bilgisayar atıyor</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Sıradaki: bilgisayarın perlerine kart işliyorsun</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Sıradaki: bilgisayar senin perlerine kart işliyor</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>you</source>
        <translation>sen</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>bilgisayar</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Sonuçsuz el</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Deste bitmeden kimse kapatmadı.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Puan yok: aynı oyuncu yeniden dağıtır.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Maça açık kart: puanlar katlandı (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin! {points} puan aldın</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin! Bilgisayar {points} puan aldı</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Büyük gin! {points} puan aldın</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Büyük gin! Bilgisayar {points} puan aldı</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Alttan geçtin! {points} puan aldın</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Bilgisayar alttan geçti! {points} puan aldı</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Kapattın ve {points} puan aldın</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>Bilgisayar kapattı ve {points} puan aldı</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{deadwood} ölü kartın var (gin&apos;e işleme yapılmaz).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Bilgisayarın {deadwood} ölü kartı var (gin&apos;e işleme yapılmaz).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>{deadwood} ölü kart + büyük gin bonusu {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>{deadwood} ölü kart + gin bonusu {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>{deadwood} ölü kartla kapattın.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin! {friend} {points} puan aldı</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Büyük gin! {friend} {points} puan aldı</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>{friend} alttan geçti! {points} puan aldı</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} kapattı ve {points} puan aldı</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Bilgisayar {deadwood} ölü kartla kapattı.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} {deadwood} ölü kartla kapattı.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Fark {difference} + alttan geçme bonusu {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Fark (savunan − kapatan): {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} {deadwood} ölü kartla kaldı (gin&apos;e işleme yapılmaz).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>{deadwood} ölü kartın var (işlenecek kart yok).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Bilgisayarın {deadwood} ölü kartı var (işlenecek kart yok).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} {deadwood} ölü kartla kaldı (işlenecek kart yok).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{cards} işledikten sonra {deadwood} ölü kartın var ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Bilgisayar {cards} işledikten sonra {deadwood} ölü kartla kaldı ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{friend} {cards} işledikten sonra {deadwood} ölü kartla kaldı ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>1. oyun (üç oyundan): Sen {you} · Bilgisayar {computer} (her biri {target} puana)</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>1. oyun (üç oyundan): Sen {you} · {friend} {theirs} (her biri {target} puana)</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Sen {you} · Bilgisayar {computer} (oyun {target} puana)</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Sen {you} · {friend} {theirs} (oyun {target} puana)</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Son durum: Sen {you} · Bilgisayar {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Son durum: Sen {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Maç berabere</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Oyunu kazandın!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Oyunu bilgisayar kazandı</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>Oyunu {friend} kazandı</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Son durum: Sen {you} · Bilgisayar {computer}, fark {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Son durum: Sen {you} · {friend} {theirs}, fark {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>El puanları: Sen {you} · Bilgisayar {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>El puanları: Sen {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Hane bonusu: Sen {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Oyun bonusu: Sen +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Oyun bonusu: Bilgisayar +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Hane bonusu: Sen {you_hands} × {each} = {you_bonus} · Bilgisayar {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Sıfırlama: senin puanların iki katına çıktı (hepsi)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Sıfırlama: bilgisayarın puanları iki katına çıktı (hepsi)</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Sıfırlama: senin puanların iki katına çıktı (el puanları ve oyun bonusu)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Sıfırlama: bilgisayarın puanları iki katına çıktı (el puanları ve oyun bonusu)</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Sonuçsuz el.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>Maça açık kart, puanları {multiplier} ile çarpar.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin! %n puan aldın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin! Bilgisayar %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Büyük gin! %n puan aldın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Büyük gin! Bilgisayar %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Alttan geçtin! %n puan aldın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Bilgisayar alttan geçti! %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Kapattın ve %n puan aldın.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Oyun bonusu: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Sıfırlama: {friend} için puanlar iki katına çıktı (hepsi)</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Sıfırlama: {friend} için puanlar iki katına çıktı (el puanları ve oyun bonusu)</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin! {friend} %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Büyük gin! {friend} %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>{friend} alttan geçti! %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Bilgisayar kapattı ve %n puan aldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} kapattı ve %n puan aldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} ölü kart puanı artı {bonus} büyük gin bonusu, toplam {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} ölü kart puanı artı {bonus} gin bonusu, toplam {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>{difference} fark artı {bonus} alttan geçme bonusu, toplam {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>Fark: savunanın {defender} eksi kapatanın {knocker}, sonuç {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Üç oyunun birincisinde skor: sen {you}, bilgisayar {computer}; her oyun {target} puana.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Üç oyunun birincisinde skor: sen {you}, {friend} {theirs}; her oyun {target} puana.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Skor: sen {you}, bilgisayar {computer}; oyun {target} puana.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Skor: sen {you}, {friend} {theirs}; oyun {target} puana.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Maç berabere.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Son skor: sen {you}, bilgisayar {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Son skor: sen {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>Oyunu bilgisayar kazandı.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>Oyunu {friend} kazandı.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Son skor: sen {you}, bilgisayar {computer}, fark {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Son skor: sen {you}, {friend} {theirs}, fark {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>El puanları: sen {you}, bilgisayar {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>El puanları: sen {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Hane bonusu: sen {you_hands} kere {each}, toplam {you_bonus}; {friend} {their_hands} kere {each}, toplam {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Oyun bonusun: {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Bilgisayarın oyun bonusu: {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Hane bonusu: sen {you_hands} kere {each}, toplam {you_bonus}; bilgisayar {computer_hands} kere {each}, toplam {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>{friend} için oyun bonusu: {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Oyun {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Maç incelemesi: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Maç incelemesi</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n el incelendi. Puanlar el puanıdır: bir elin bir oyuncuya kazandırdığı puan eksi rakibine kazandırdığı puan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Senin şansın {yours}, bilgisayarınki {theirs}; şansa göre düzeltilmiş sonucun {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>İnceleme durdu: {number}. el incelenemedi.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>İnceleme durdu: {number}. eli inceleyen süreç beklenmedik biçimde sona erdi.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>ELİNİN DEĞERİ, ŞANSIN VE HATALARIN</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>El boyunca elinin değerinin, şansının ve hatalarının grafiği</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Değer: bilebildiğin kadarıyla, her hamlenden sonra elinin ne kadar ettiği. Net şans: o ana kadarki şansın eksi bilgisayarınki. Hatalar: kararlarının o ana kadar kaybettirdiği puanlar, sıfırın altına çizilir.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Net şans</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Hatalar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Henüz gösterilen el yok.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>{step}. adıma kadar elin {value} puan ediyor, şansın eksi bilgisayarınki {luck} puan; hataların ise sana {error} puana mal oldu.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Bu maçta henüz biten el yok: incelenecek bir şey yok.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>İnceleme ilerlemesi</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;El</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Özet</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Elin kararları</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Elin dağıtımları ve çekişleri, şanslarıyla birlikte</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>KARARLAR</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>DAĞITIMLAR VE ÇEKİŞLER</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Yalnızca bu elin öze&amp;ti</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Özet yalnızca aşağıda seçilen eli sayar, maçın tamamını değil</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Bilgisayarın kararlarını da değerlendir</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Bilgisayarın her kararını da değerlendir ve onu derecelendir: inceleme yaklaşık iki kat uzun sürer</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>El &amp;geçmişinde göster</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>Kararın El geçmişindeki adımı; en iyi hamle, yapılan hamlenin yanında gösterilir (Enter ya da satıra çift tıklamak da aynı işi görür)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Dışa aktar…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>İncelemeyi bir dosyaya: web sayfası (.html) ya da düz metin (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Maç inceleniyor…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>İncelemeyi dışa aktar</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Web sayfası (*.html *.htm);;Düz metin (*.txt);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>İnceleme dışa aktarılamadı: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>İnceleme “{name}” dosyasına aktarıldı.</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>Oynanmakta olan el, bitince incelenir.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · oynanmakta olan el, bitince incelenir</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Şüpheli</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Kötü</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Çok kötü</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Çok şanssız</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Şanssız</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Şanslı</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Çok şanslı</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Açık kart</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Çekme</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Atma</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kapatma</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Perler</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>Bu maçta Acemi seviyesinde oynadın.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>Bu maçta Kolay seviyesinde oynadın.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>Bu maçta Orta seviyesinde oynadın.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>Bu maçta Zor seviyesinde oynadın.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>Bu maçta Uzman seviyesinde oynadın.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>Bu maçta bilgisayar Acemi seviyesinde oynadı.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>Bu maçta bilgisayar Kolay seviyesinde oynadı.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>Bu maçta bilgisayar Orta seviyesinde oynadı.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>Bu maçta bilgisayar Zor seviyesinde oynadı.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>Bu maçta bilgisayar Uzman seviyesinde oynadı.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Desteden çek</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Iskartadan {card} kartını al</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Iskartadaki kartı al</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Açık kartı al</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Geç</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>{card} kartını at</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Gin yap, {card} kartını atarak</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Kapat, {card} kartını atarak</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Büyük gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>{melds} perlerini aç</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Kararlarından hiçbiri incelenmedi, bu yüzden derecelendirilmedin.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Bilgisayarın kararlarından hiçbiri incelenmedi, bu yüzden derecelendirilmedi.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Kararlar</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Şüpheli ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Kötü ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Çok kötü ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Karar başına hata</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Oyun seviyesi</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Şans</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Şansa göre düzeltilmiş</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: {decisions} karar, {doubtful} şüpheli, {bad} kötü, {very_bad} çok kötü; karar başına hata {rate}; oyun seviyesi {level}; şans {luck}; sonuç {result}; şansa göre düzeltilmiş sonuç {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Kim</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Yapılan hamle</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>En iyi hamle</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Hata</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>İşaret</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Adım {step}, {who}, {kind}: {played}. En iyi hamle: {best}. Hata {error} puan, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Adım {step}, {who}, {kind}: {played}. En iyi hamle: {best}. Hata {error} puan.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kart</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Adım {step}, {who}: {card}, şans {luck} puan, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Adım {step}, {who}: {card}, şans {luck} puan.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>El {number}: {points} puan aldın</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>El {number}: bilgisayar {points} puan aldı</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>El {number}: puan yok</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n işaretli karar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n el incelendi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>El inceleniyor: {hand} / {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>El {number} / {count} incelendi.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · daha iyisi: {best} ({error} puan)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Daha iyisi: {best}, {error} puan daha değerli.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark} karar. Daha iyisi: {best}, {error} puan daha değerli.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>daha iyi</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Kapatma sınırı</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>{knock_limit} veya altında kapatılır</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>ilk açık kart kapatma sınırını belirler</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: as ile 1&apos;de kapatma</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>as açık kart, 1 ile kapatmaya izin verir</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: maça katlar</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>maça açık kart eli iki katına çıkarır</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Gin bonusu</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Büyük gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>büyük gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>büyük gin yok</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Büyük gin bonusu</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Alttan geçme bonusu</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>alttan geçme {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Eşitlik alttan geçme sayılır</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>eşitlikte alttan geçilir</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Hane bonusu</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>hane bonusu {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Oyun bonusu</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>oyun bonusu {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Hedef puan</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>oyun {target} puana</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Sıfırlama katlar</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>sıfırlamada katlama yok</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Sıfırlama her şeyi katlar</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>sıfırlama her şeyi iki katına çıkarır</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>İşlemeye izin var</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>işleme yok</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Yalnızca seri</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>yalnızca seri</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Yeni alınan kart atılabilir</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>yeni alınan kart geri atılabilir</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Sonraki dağıtıcı</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Sırayla</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Son eli kazanan</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Destenin sonunda son atılan kart, kapatmak için</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>destenin sonunda, kapatmak için son atılan kart alınabilir</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Yığından alınca el ölü sayılır</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Hollywood puanlaması (aynı anda üç oyun)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Yalnızca gin</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Kıyaslama</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Modern kurallar: gin 25, büyük gin 31, alttan geçme 25, hane 25, oyun 100 puana.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Eski kitaplar: gin 20, büyük gin yok, alttan geçme 10, hane 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>İlk açık kart kapatma sınırını belirler; maça eli iki katına çıkarır; oyun 150 puana.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Kapatma yok: eli yalnızca gin bitirir.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Aynı anda üç oyun puanlanır, her biri hedef puana kadar.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Bilgisayar oyuncularını ölçmek için: büyük gin, bonus ve sıfırlama katlaması yok.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Araştırma (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>yalnızca gin (kapatma yok)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; kurallarıyla oynuyorsun: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Gin Rummy nasıl oynanır</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, oyun {target} puana</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Bu dağıtım, dağıtıldığı kurallarla ({rules}) yeniden oynanıyor; rakip: {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>Yeni oyun senin ayarlarına döner.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>Yeni oyun senin ayarlarınla oynanıyor: {rules}; rakip: {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>dosya boş</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>dosya bir kayıt olamayacak kadar büyük (%Ln bayt)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>maç yeniden oynatılamıyor: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>maç kaydı bozuk ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>dosya metin değil (bozuk ya da kayıt dosyası değil)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>dosya eksiksiz bir JSON değil (kesik ya da bozuk)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>dosya kayıtlı bir maç değil</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>dosyada geçerli metin olmayan karakterler var (bozuk ya da düzenlenmiş)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>dosya bu programın kayıtlı bir maçı değil</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>kaydın sürümü ({version}) bu programın okuyabildiği bir sürüm değil</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>kayıtta eksik ya da bilinmeyen alanlar var</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>kayıt değiştirilmiş ya da bozulmuş (sağlama toplamı tutmuyor)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>kaydın rakip ya da masa bölümü bozuk</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>kaydın dağıtım tohumları eksik ya da bilinmeyen bir yönteme ait</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>kaydın dağıtım tohumları ya da ifadeleri bozuk</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>kayıt, bir maçın yapabileceğinden fazla dağıtım listeliyor</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>kaydın ifadeleri kısa metinler değil</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>kayıttaki doğrulanamaz maç işareti true ya da false değil</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>kaydın dağıtım tohumları kullanılamıyor: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>bir dağıtım tohumu bir nesnedir</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>bir dağıtım tohumunun açıklandı bayrağı true ya da false olur</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>bir dağıtım tohumunun ilk dağıtımı bir tam sayıdır</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>bir dağıtım tohumunun parmak izi 64 onaltılık basamaktır</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>bir dağıtım tohumu 64 onaltılık basamaktır</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>bir dağıtım tohumunun parmak izi yok</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>tohumu olmayan bir dağıtım tohumu kaydı parmak izini korur ve gizlidir</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>bir dağıtım tohumunun kayıp bayrağı true ya da false olur</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>kaydın dağıtımları maç kaydıyla uyuşmuyor (bir dağıtım eksik)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>kayıttaki kartlar, tohumlarının dağıttığı kartlar değil (elle mi değiştirildi?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>kayıt, hiç dağıtım yapmamış bir dağıtım tohumu listeliyor (program böylesini yazmaz)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>kayıtlı seviye {level}, 1 ile 5 arasında değil</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>kayıtlı oyuncu tohumu {seed} kullanılamıyor</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>bilgisayar oyuncusunun kayıtlı belleği bir nesne değil</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>kayıtlı el dizilimi kullanılamıyor: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>kayıtlı el grupları bir boyut listesi değil</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>kayıtlı el grupları ({groups}), el dizilimindeki kartlardan ({cards}) fazla</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>kayıtlı el grupları {groups}, el dizilimini bölmüyor</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>kayıtlı el dizilimi bir kart listesi değil</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>kayıtlı el diziliminde %Ln kart var (bir elde en fazla {most} kart olur)</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>kayıtlı el diziliminde bir kart iki kez geçiyor</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>yardım alınan ellerin kayıtlı listesi bozuk</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>kaydın tarihi {date} bir tarih değil</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>{name} yazılamıyor: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>“{name}” okunamayan ve kenara taşınamayan bir kayıtlı oyun; saklanıyor ve taşınana ya da yeniden adlandırılana kadar bu oyun onun üzerine kaydedilmiyor</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>okunurken beklenmeyen bir hata oluştu ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>dosya okunamıyor ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>dosya bir kayıt olamayacak kadar büyük</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; kenara taşınamadı, bu yüzden “{name}” olarak kalıyor ve bu oyun onun üzerine kaydedilmiyor</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · {rules} kuralları</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dağıtan</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Kazanan</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Hane bonusu</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Oyun bonusu</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Sıfırlama</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Toplamlar</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Fark</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Her oyuncunun hane bonusu: kazanılan her el için belirli bir puan</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Oyun bonusu, hedef puana ulaşan oyuncu için</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Kaybeden hiç el kazanamadıysa ek puan (kazananın puanı iki katına çıkar)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Her oyunun toplamı: el puanları, oyun bitince de bonuslar</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Kazananın toplamı eksi kaybedeninki</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kapatma</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Alttan geçme</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Büyük gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Sonuçsuz el</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>kapatma</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>alttan geçme</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>büyük gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>sonuçsuz el</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>{game}. oyundaki ara toplamın</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>{name}: {game}. oyundaki ara toplam</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Oyun {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Berabere</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>{hand}. el, {game}. oyuna yazılmadı</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Oyun {game}: {name} +{points}, toplam {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Her oyunun toplamı: el puanları, oyun bitince de bonuslar. Maç: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>El {hand}, dağıtan: sen</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>El {hand}, dağıtan: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: sonuçsuz el, kimse puan almaz</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: {points} puan aldın ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} {points} puan aldı ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; kapatan sendin, ölü kartın {knocker_deadwood}; {defender} {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; kapatanın ({knocker}) ölü kartı {knocker_deadwood}, seninki {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; ölü kart: kapatan {knocker} {knocker_deadwood}, {defender} {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Acemi</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Açgözlüce per yapar, geç kapatır ve bazen işe yarar bir açık kartı kaçırır.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Açık kartı yalnızca per yapmak için alır, ölü kartını düşük tutar ve hemen kapatır.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Ayrıca güvenli atar, ölü kartları takip eder ve kapatma zamanını alttan geçilmeye karşı ayarlar.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Ayrıca aldığın kartlardan elini okur ve her çekişi oluşturabileceği perlere göre tartar.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Her hamleden önce olası dağıtımları ileriye doğru inceler: en güçlüsü ve en yavaşı.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Kırmızı</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} metin değil</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} bu tür her ayardan daha uzun</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>kayıtlı metin geçerli metin olmayan karakterler içeriyor</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} bir tam sayı değil</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} true ya da false değil</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value}; off, fast, normal değerlerinden biri değil</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>sistemin dili</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>{name} kuralları</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} kullanılamıyor</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>kayıtlı kural değişiklikleri çok derin iç içe</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; {preset} kuralları değiştirilmeden kullanılıyor</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} bir kural hazır ayarı değil</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>kayıtlı değer okunamıyor ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; {default} kullanılıyor</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value}, 1 ile 5 arasında bir seviye değil</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} geçerli bir kural grubu değil</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value}, {low} ile {high} piksel arasında bir yükseklik değil</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value}, {low} ile {high} arasında bir ses düzeyi değil</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} şunlardan biri değil: {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value}, #RRGGBB biçiminde yazılmış bir renk değil</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} bir animasyon hızı değil</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} oyunun konuştuğu bir dil değil</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Özel</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Aşağıdaki ayarların sana özel bir karışımı.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Olanaksız kurallar: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Sistem dili ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>İlk pencere boyutundaki bir masada bir kartın piksel cinsinden yüksekliği; daha büyük bir pencerede kartlar masayla birlikte büyür, en fazla bu yüksekliğin {scale} katına kadar</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>İ&amp;puçları sun ({key}), en iyi atılacak kartı belirt</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>İpucu düğmesi ({key}) en iyi hamleyi nedeniyle birlikte gösterir; panel en iyi atılacak kartı belirtir (ipucuyla oynanan el yardımlı sayılır)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Bir hatanın &amp;geri alınmasına izin ver ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key}, sana yeni bir şey göstermediği durumlarda son hamleni geri alır (bununla oynanan el yardımlı sayılır)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Masa rengi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Dil:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>Oyunun konuştuğu dil; yeniden başlatmaya gerek kalmadan hemen değişir</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>Bilgisayarın &amp;zorluğu:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Bilgisayarın ne kadar iyi oynadığı</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>En iyisinden açıkça daha zayıf bir hamle yaptığında, hamle kaydına hangi hamlenin daha iyi olduğunu ve nedenini söyleyen sessiz bir not düşülür</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>Bana &amp;öğret: bir hamlem açıkça daha zayıf olduğunda söyle</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>Bir maçın ilk üç elinde, masadaki bir satır şimdi ne yapabileceğini ve nasıl yapacağını söyler; ilk maçından sonra kendiliğinden kapanır</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Maçın ilk ellerinde masada &amp;kısa bilgi göster</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Dağıtılan, çekilen ve atılan kartlar, kapatma, gin, işleme ve kazanılan ya da kaybedilen her el ve maç için sesler</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Sesleri çal</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Ses &amp;yüksekliği:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Oyun seslerinin ne kadar yüksek olduğu; sistemin ses düzeyinden asla daha yüksek olmaz</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Ses yüksekliği</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>Hazır &amp;ayar:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Aşağıdaki tüm kuralları doldurmak için bir hazır ayar seç</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Kapatma ve oyun</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Kapatma sınırı:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Bir oyuncunun kapatabileceği en yüksek ölü kart puanı (0: yalnızca gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (yalnızca gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: ilk açık kartın değeri elin kapatma sınırıdır (resimli kartlar 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: ilk açık kart sınırı belirler</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: as açık kart yalnızca gin demektir; bu seçenek 1 ile kapatmaya izin vermedikçe</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: a&amp;s, 1 ile kapatmaya izin verir</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: ilk açık kart maça ise elin puanları iki katına çıkar</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma: maça açık kart eli i&amp;ki katına çıkarır</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Savunan oyuncu, kapatanın perlerine kart işleyebilir</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>İşlemeye izin &amp;ver</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Yalnızca seriler per sayılır; aynı değerdeki kart grupları sayılmaz</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>Yalnızca s&amp;eri (grup yok)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Iskarta yığınından yeni alınan bir kart hemen geri atılabilir</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Yeni alınan kart geri a&amp;tılabilir</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>Sonraki &amp;dağıtan:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Sonraki eli kim dağıtır (sonuçsuz bir elden sonra aynı oyuncu yeniden dağıtır)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Destede iki kart kaldığında (destenin sonu), sıradaki oyuncu son atılan kartı yine de alabilir, ama yalnızca onunla kapatmak için (“50. kart” kuralı)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Destenin sonunda son atılan kart kapatmak için alı&amp;nabilir</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Yığından şu kadar alınca el ölü sayılır:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Iskarta yığınından bu kadar kart alınan bir el, sonraki atıştan sonra puansız biter (ıskartaların sonsuz alışverişini önler)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puanlama</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>&amp;Gin bonusu:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Bir oyuncu gin yaptığında savunanın ölü kart puanına eklenir</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Büyük gin: çektikten hemen sonra 11 kartın hepsi perde, kart atmadan ilan edilir</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Büyük gin bonusu:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Büyük gin için savunanın ölü kart puanına eklenir</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Alttan geç&amp;me bonusu:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Savunan alttan geçtiğinde farka eklenir</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Ölü kart puanı kapatanınkine eşit olan savunan alttan geçmiş olur</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>Eşitlik alttan geçme sa&amp;yılır</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>&amp;Hane bonusu:</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Oyun sonunda, bir oyuncunun kazandığı her el için eklenir</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Oyun bon&amp;usu:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Oyun sonunda kazananın puanına eklenir</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Hedef &amp;puan:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Bu puana ilk ulaşan oyuncu oyunu kazanır</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Kaybeden hiç el kazanamadıysa, kazananın el puanları ve oyun bonusu iki katına çıkar</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Sıfırlama, ka&amp;zananın puanlarını katlar</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Sıfırlama, hane bonusları dahil kazananın tüm toplamını iki katına çıkarır</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Sıfırlama he&amp;r şeyi katlar</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Hollywood puanlaması: aynı anda üç oyun (sütun) tutulur, her biri hedef puana kadar</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>Holly&amp;wood: aynı anda üç oyun</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Görünüm</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>Kart &amp;boyutu:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>Masadaki bir kartın piksel cinsinden yüksekliği</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Her kart rengini (maça, kupa, karo, sinek) ayrı bir renkle göster</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Dört renkli deste (sinek yeşil, karo mavi)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kart &amp;arkası:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>Kartların arkasındaki resim</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Masa rengi:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Masa çuhasının rengini seç</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Animasyon &amp;hızı:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>Kartların masada ne kadar hızlı hareket ettiği</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Sıra sendeyken, çekebileceğin deste ve yığın, ya da kart atman gerektiğinde elin, hafifçe parlar</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Sıranda &amp;nereye oynayacağını göster</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Çuha rengi yerine düz, neredeyse siyah bir masa, siyah çerçeveli kartlar, seçili kartın ve oynanacak yerin çevresinde kalın sarı bir halka, beyaz yazılar ve siyah beyaz panel</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>&amp;Yüksek kontrastlı masa</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>Kart boyutu, deste, kart arkası, masa rengi ve animasyon hızı sonraki elde değişir; sıra işaretleri ve yüksek kontrast hemen değişir.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>boyutu {size} bayt; herhangi bir ayar dosyasından çok daha büyük</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>bu programın asla yazmadığı bir değer içeriyor ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Ayarların okunamadı ({problem}); bu oturumda varsayılanlar kullanılıyor ve ayar dosyasına dokunulmadı.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Ayarların okunamadı ({problem}); varsayılanlar kullanılıyor. Dosya “{kept}” olarak saklandı.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Skor, sıra ve el</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>El numarası ve dağıtan</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Bilgisayar rakip</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Dağıtım parmak izi</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Sıra kimde</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Ne yapmalı</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Bilgisayar oyuncusu sorunu</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Elin</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Ölü kart puanı</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Ölü kart notu</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Elindeki perler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Koçun ipucu</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Bu el</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Bu elin hamleleri</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Bilgisayarın elinde bilinen kartlar</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>{friend} adlı oyuncunun elinde bilinen kartlar</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>Sonraki maçın başlayacağı gizli tohumun SHA-256 özeti: {sha}
Her deste dizilimi bundan ve senin ifadenden gelir; nasıl kontrol edileceğini Oyun ▸ Adil dağıtım… gösterir.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>Kullanımdaki gizli tohumun SHA-256 özeti: {sha}
Bu maç doğrulanamaz: kaydında, bu programın kendisinin çektiğine kefil olamayacağı bir dağıtım tohumu vardı, bu yüzden kartları seçilmiş olabilir; ayrıntılar Oyun ▸ Adil dağıtım… içinde.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>Kullanımdaki gizli tohumun SHA-256 özeti: {sha}
Her deste dizilimi bundan ve senin ifadenden gelir; nasıl kontrol edileceğini Oyun ▸ Adil dağıtım… gösterir.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Dağıtım parmak izi, doğrulanamaz maç</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Gin Rummy zaten açık görünüyor, ama yanıt vermiyor.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Gin Rummy, bu veri klasörünü paylaşan başka bir bilgisayarda (“{host}”, süreç {pid}) açık görünüyor.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Gin Rummy, {pid} numaralı süreç olarak açılmış görünüyor, ancak bu süreç artık bu bilgisayarda çalışmıyor: kilidi geride kalmış.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Gin Rummy bu bilgisayarda {pid} numaralı süreç olarak zaten açık görünüyor, ama yanıt vermiyor.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Yalnızca orada açık değilse burada aç: aynı anda oynayan iki kopya birbirinin kayıtlı oyununun üzerine yazar.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Yine de aç</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Çık</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>yok</translation>
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
        <translation>dosya bütünlük denetiminden geçemedi ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Kaydedilmeyi bekleyen bazı istatistikler okunamadı. “{name}” olarak saklandılar; geri kalanı her zamanki gibi kaydedilecek.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>dosya oyunun daha yeni bir sürümüyle oluşturulmuş (şema {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>dosyanın şema sürümü {version}, bu oyunun sürümlerinden biri değil</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>dosya bu oyunun bir istatistik dosyası değil</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>dosyanın {table} tablosu bu oyunun yazdığı tablo değil</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>İstatistik dosyası bu sefer hasar için denetlenemedi (sistem başka bir görev başlatmayı reddetti); eller yine de kaydediliyor.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem} ve kenara taşınamadı</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>dosya açılamıyor ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>{folder} klasörü oluşturulamıyor ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>yeni bir dosya başlatılamadı</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>{name} adlı bir klasör engel oluyor</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>dosyaya yazılamıyor ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>İstatistik dosyası okunamadı ({problem}). “{name}” olarak saklandı ve yeni istatistikler başlatıldı.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>İstatistikler kaydedilemiyor: {problem}. Bu oturumun istatistikleri sen çıkana kadar tutulur.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>İstatistik dosyası başka bir program tarafından kullanılıyor; el, dosya serbest kalır kalmaz kaydedilecek.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>dosya bozuk ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>dosya bozuk ve kenara taşınamadı</translation>
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
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>İstatistiklerin</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Kazanılan maçlar</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Kazanılan eller</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Galibiyet serisi</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>El başına puan</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Gin oranı</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Alttan geçme oranı</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Kapatmada ölü kart</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Oynanan maçlar</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Şans</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Oyun seviyesi</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>ZAMAN İÇİNDE SONUÇLAR</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Zaman içindeki sonuçlarını görmek için bir maçı bitir.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>İstatistikleri sıfırla…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tüm seviyeler</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{matches} maçta {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n el</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Henüz tüm seviyelere karşı kaydedilmiş el yok: bir el oyna, hemen burada görünsün.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>{level} seviyesine karşı henüz kaydedilmiş el yok: bir el oyna, hemen burada görünsün.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>{day} tarihinden beri tüm seviyelere karşı</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>{day} tarihinden beri {level} seviyesine karşı</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n el</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n maç oynandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n el ayrı sayıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>İstatistik dosyasına yazılamıyor: bu oturumun elleri sen çıkana kadar tutulur.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n kayıt, dosyanın serbest kalmasını bekliyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Bırakılan maçlar oynanmış sayılır, kazanılmış değil. Bir maç bir seviyede ancak tüm elleri o seviyede oynandıysa sayılır.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Maç</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Son fark (puan)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>İstatistikler sıfırlansın mı?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Tüm seviyelere karşı kaydedilen her el ve maç unutulsun mu? Bu işlem geri alınamaz.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>İstatistikler sıfırlanamadı (dosya kullanımda); biraz sonra yeniden dene.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>en uzun: %n maç</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>senin puanın eksi bilgisayarınki</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>ellerin; %n gin ya da büyük gin senden</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>kapattığında ortalama</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>henüz biten maç yok</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>%n maçtan {won}</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>henüz oynanan el yok</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>%n elden · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>kapatmalarının alttan geçilme oranı · sen {count} kez alttan geçtin</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>henüz kapatmadın · sen {count} kez alttan geçtin</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} kazanıldı</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} kaybedildi</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} bırakıldı</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>{count} berabere</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Ayrı sayılanlar, bu rakamların hiçbirinde yok: %n biten maç ile Bu dağıtımı tekrar oyna ile dağıtılan eller ({replayed}), daha eski bir kayda dönüldükten sonra oynanan eller ({back}) ya da dağıtımlarına kefil olunamayan bir maçın elleri ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Arkadaşlara karşı galibiyet–mağlubiyet: {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n maçın son {shown} tanesi · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n maç · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedilen</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Bırakılan ya da berabere</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Şimdiye kadarki kazanma oranı</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>henüz ölçülecek biten maç yok</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>henüz ölçülmedi (%n maç)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>şansa göre düzeltilmiş {adjusted}, gerçek {actual} · %n maçın {measured} tanesinde</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>Şans, bir maç incelenerek ya da aşağıdaki düğmeyle ölçülür.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>El puanı cinsinden şansın: dağıtılan ve çekilen kartların sana ortalamanın üstünde kazandırdığı. Aynı maçlarda bilgisayarın şansı: {theirs}. Şansa göre düzeltilmiş sonuç, senin şansını çıkarır ve bilgisayarınkini geri ekler.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>henüz baştan sona incelenen maç yok</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>son maçta: karar başına {rate} puan kayıp</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Seviye ölçeğinde derecelendirilmek için bir maçı baştan sona incele.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Baştan sona incelenen son %n maçın her birinde karar başına kaybedilen puanlar, en eskisinden başlayarak: {rates}. Daha az puan, daha güçlü oyun demektir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Her maçın şansını ölç</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Henüz incelenmemiş her biten maçın şansını, sen oynamaya devam ederken sırayla inceler.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>{done} / %n maç ölçüldü…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>Biten her maçın şansı zaten ölçülmüş.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>%n maçın şansı ölçüldü.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>%n maç ölçülemedi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Seç</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>At</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Bu kartla kapat</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Elin, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Bilgisayarın eli, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>{friend} adlı oyuncunun eli, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Deste, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Iskarta yığını, boş</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Iskarta yığını</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Iskarta yığını, üstte {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Açılan kartların</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Bilgisayarın açılan kartları</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>{friend} adlı oyuncunun açılan kartları</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Kapatma alanı: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Kapatma alanı: kapatanın attığı kart, kapalı</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Çek</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Üstteki kartı al</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Yeniden dağıtmak için {label} ({key}) düğmesine bas.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>{key} ile yeni bir oyun başlat ya da {review} ile maçı incele.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Deste</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Iskarta yığını</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>Üstte bilgisayarın eli; ortada deste, ıskarta yığını ve kapatma alanı; altta senin elin. Ok tuşları kart seçer.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Henüz oyun yok.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>El bitti.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Sıra bilgisayarda.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Kartların yerleşmesini bekle.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Şu an buna izin yok.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Önce bir kart seç: üzerine tıkla ya da ok tuşlarını kullan.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Ölü kartın kapatmak için çok yüksek.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>O kartla ölü kartın kapatmak için çok yüksek olurdu.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Henüz gin yok.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>El henüz bitmedi.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>İpuçları kapalı: Ayarlar ▸ Oyun bölümünden aç.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>İpucu yalnızca senin sıranda.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Kartlar hâlâ dağıtılıyor.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>İpucu hazırlanıyor.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Geri alınacak bir şey yok.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Önce açık kartı al ({take_key}) ya da geç ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Önce bir kart çek.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Kart çektin: şimdi bir kart at (ya da kapat).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Önce el sonunu tamamla ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>Açık kart geçildi: desteden çek ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Yeni aldığın {card} kartını geri atamazsın.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>Bilgisayar açık kartı geçiyor.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Destede iki kart kaldı: son atılan kart yalnızca kapatmak için alınabilir.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>senin dizdiğin şekliyle perlerin</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>en iyi perler (seninkiler {deadwood} ölü kart bırakırdı)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Seçilen kart: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Sen {mine} kestin, bilgisayar {theirs}: sen dağıtıyorsun.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Sen {mine} kestin, bilgisayar {theirs}: bilgisayar dağıtıyor.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>El {number}: sen dağıttın.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>El {number}: bilgisayar dağıttı.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>Bilgisayar {card} kartını atıyor.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>Bilgisayar büyük gin yaptı!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>Bilgisayar gin yaptı!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Bilgisayar {deadwood} ölü kartla kapattı.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Büyük gin yaptın, açtığın perler: {melds}!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>Sıra {friend} adlı oyuncuda.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} açık kartı geçiyor.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Sen {mine} kestin, {friend} {theirs}: sen dağıtıyorsun.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Sen {mine} kestin, {friend} {theirs}: {friend} dağıtıyor.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>El {number}: {friend} dağıttı.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} {card} kartını atıyor.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Gin yaptın, açtığın perler: {melds}!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>{deadwood} ölü kartla kapattın, açtığın perler: {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Büyük gin yaptın!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Gin yaptın!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>{deadwood} ölü kartla kapattın.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} büyük gin yaptı!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} gin yaptı!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} {deadwood} ölü kartla kapattı.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>İşlediğin kartlar: {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>Bilgisayarın işlediği kartlar: {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} şu kartları işliyor: {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Deste</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Deste · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Yalnızca gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Kapat · {limit} veya altı</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>yalnızca gin: bu elde kapatma yok</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>{limit} veya daha az ölü kartla kapat</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>{number}. perde.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>Henüz per olmayan bir grupta.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Ölü kart.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Bu tur atılamaz.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>Bilgisayar desteden çekiyor.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} desteden çekiyor.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>Bilgisayar {card} kartını alıyor.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} {card} kartını alıyor.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>İpucu: açık kart eline uyuyorsa al ({take}), uymuyorsa geç ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>İpucu: destenin üstündeki kartı eline sürükle ya da {draw} tuşuna bas.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>İpucu: destenin ya da ıskarta yığınının üstündeki kartı eline sürükle ya da {draw} veya {take} tuşuna bas.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>İpucu: her kart bir perde: gin yapmak için {gin} tuşuna bas!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>İpucu: ölü kartın kapatmaya yetecek kadar düşük: bir kartı kapatma alanına bırak ya da {knock} tuşuna bas.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>İpucu: grup ve seri oluşturan kartları tut; en az ihtiyaç duyduğunu ıskarta yığınına sürükle.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>İpucu: bilgisayarın perlerine uyan boştaki kartların, {lay_off} tuşuna bastığında işlenir.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>İpucu: {friend} adlı oyuncunun perlerine uyan boştaki kartların, {lay_off} tuşuna bastığında işlenir.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Çektiğin kart: {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Aldığın kart: {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Attığın kart: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Elin, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Per {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Henüz per değil: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Ölü kart: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Ölü kartın %n puan ediyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Açılan kartların.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Bilgisayarın açılan kartları.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>{friend} adlı oyuncunun açılan kartları.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Elinde kart yok.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>Destede %n kart var.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>Iskarta yığınının üstteki kartı hâlâ kapalı.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Iskarta yığını boş.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Iskarta yığınının üstünde {card} var.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>Kapatma alanında kapatanın attığı kart kapalı duruyor.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Kapatma alanı: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>Bilgisayarın elinde %n kart var.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} adlı oyuncunun elinde %n kart var.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Bilgisayarın elinde olduğunu bildiğin kartlar: {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>{friend} adlı oyuncunun elinde olduğunu bildiğin kartlar: {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Bilgisayar şu seviyede oynuyor: {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Arkadaşın {friend} ile oynuyorsun.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Bu sefer ipucu yok.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Henüz hiçbir şey söylenmedi.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>Geri alma kapalı: Ayarlar ▸ Oyun bölümünden aç.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>Bu elde geri alınacak hamlen henüz yok.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>Son hamlenden beri bilgisayar oynadı.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>El sonuçlandı: kartları gösterildi.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>yığından kart alma</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>{card} kartını atma</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Desteden çekilen kart geri alınamaz: destenin sırasını ele verirdi.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Kapatma geri alınamaz.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Açık kartı geçmek geri alınamaz.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Bu hamle geri alınamaz.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Arkadaşa karşı bir maç</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>{friend} ile maçın henüz bitmedi. Şimdi devam etmek ister misin? İki programın da açık olması gerekir: bu program {friend} bağlanana kadar bekler.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>kazanıldı</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>kaybedildi</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>berabere</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>bırakıldı</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>sürüyor</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Açılamıyor: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Dosya okunamıyor: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>dosya</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Dosya okunamadı ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Dosya bir maç olamayacak kadar büyük (%Ln bayt).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Dosya: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Bu programın okuyabileceği bir maç değil: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Dosya bozuk ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>Arkadaşa karşı oynanan maçın kaydı sağlam değil: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>Maç kaydı sağlam değil: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>Maç kaydı bozuk ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>el {number} / {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>O maçın yeniden oynatılacak kaydı yok.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>O maçın kaydı çok büyük.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>seviye {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Sen {you} – Bilgisayar {computer} · %n el</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {friend} ile · {result} · Sen {you} – {friend} {theirs} · %n el</numerusform>
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
        <translation>Gin Rummy: beklenmeyen hata</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Bir şeyler ters gitti: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Gin Rummy başlatılamıyor: bu oturum bir programın belleğini {limit} MB adres alanıyla sınırlıyor (ulimit -v), oyunun ise en az {needed} MB&apos;a ihtiyacı var. Sınırı yükselt ve oyunu yeniden başlat.</translation>
    </message>
</context>
</TS>
