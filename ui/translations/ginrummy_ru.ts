<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Версия {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Свободная программа, распространяется на условиях GNU General Public License версии 3 или любой более поздней версии ({expression}), без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Игра: GNU General Public License версии 3 или более поздней&lt;/h3&gt;&lt;p&gt;«Джин рамми» {version} — свободная программа: вы можете распространять и/или изменять её на условиях GNU General Public License в том виде, в каком она опубликована Free Software Foundation, — либо версии 3 лицензии, либо (по вашему выбору) любой более поздней версии (SPDX: {expression}). Программа распространяется в надежде, что она будет полезной, но БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ, даже без подразумеваемых гарантий ТОВАРНОЙ ПРИГОДНОСТИ или ПРИГОДНОСТИ ДЛЯ ОПРЕДЕЛЁННОЙ ЦЕЛИ. Текст лицензии: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Это относится к собственному коду программы, её формам и странице правил, {copyright}. Значок игры нарисован нами, звуки синтезированы нами же (assets/sounds/PROVENANCE.md); и то и другое передано в общественное достояние по CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Рисунки карт: CC0 1.0 (общественное достояние)&lt;/h3&gt;&lt;p&gt;Лицевые стороны карт нарисовал Эдриан Кеннард (Adrian Kennard); они переданы в общественное достояние по лицензии Creative Commons CC0 1.0 Universal. Наши рубашки и наши изменения лицевых сторон также переданы в общественное достояние по CC0. Откуда взяты рисунки и что мы изменили: {provenance}; текст лицензии: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt и Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Игра создана на Qt {qt} и Qt for Python (PySide6 {pyside}), которые используются на условиях GNU Lesser General Public License версии 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). LGPL позволяет заменить поставляемые с игрой библиотеки Qt и PySide6 собственными сборками. Их исходный код доступен на &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; и &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt — товарный знак The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Тексты лицензий&lt;/h3&gt;&lt;p&gt;Установленная игра хранит все тексты лицензий и уведомления (наши, для рисунков карт, Qt, Python и PyInstaller) в папке {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>О программе «Джин рамми»</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Джин рамми</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Джин рамми против компьютера: пять уровней сложности и правила всех распространённых школ.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Мёртвые: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Мёртвые карты на %n очко</numerusform>
            <numerusform>Мёртвые карты на %n очка</numerusform>
            <numerusform>Мёртвые карты на %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Последовательность, подложено: {count}</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Сет, подложено: {count}</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Сет</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Последовательность, подложена %n карта</numerusform>
            <numerusform>Последовательность, подложены %n карты</numerusform>
            <numerusform>Последовательность, подложено %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Сет, подложена %n карта</numerusform>
            <numerusform>Сет, подложены %n карты</numerusform>
            <numerusform>Сет, подложено %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>с {before} до {after}</translation>
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
        <translation>Сбросить карту {card} (мёртвые карты: {deadwood}), хотя до комбинации с ней не хватало всего одной карты</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Сбросить карту {card} (мёртвые карты: {deadwood}), хотя с ней до %n комбинации не хватало всего одной карты</numerusform>
            <numerusform>Сбросить карту {card} (мёртвые карты: {deadwood}), хотя с ней до %n комбинаций не хватало всего одной карты</numerusform>
            <numerusform>Сбросить карту {card} (мёртвые карты: {deadwood}), хотя с ней до %n комбинаций не хватало всего одной карты</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>стук сейчас (мёртвые карты: {deadwood}) снизил бы ваши шансы выиграть партию (андеркат в {percent} симуляций)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>при стуке сейчас (мёртвые карты: {deadwood}) вероятен андеркат: он случался в {percent} симуляций, в среднем на %n очко за раздачу хуже</numerusform>
            <numerusform>при стуке сейчас (мёртвые карты: {deadwood}) вероятен андеркат: он случался в {percent} симуляций, в среднем на %n очка за раздачу хуже</numerusform>
            <numerusform>при стуке сейчас (мёртвые карты: {deadwood}) вероятен андеркат: он случался в {percent} симуляций, в среднем на %n очков за раздачу хуже</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>стук сейчас (мёртвые карты: {deadwood}) в симуляциях приносил в среднем на %n очко за раздачу меньше, чем продолжение игры (андеркат в {percent} из них)</numerusform>
            <numerusform>стук сейчас (мёртвые карты: {deadwood}) в симуляциях приносил в среднем на %n очка за раздачу меньше, чем продолжение игры (андеркат в {percent} из них)</numerusform>
            <numerusform>стук сейчас (мёртвые карты: {deadwood}) в симуляциях приносил в среднем на %n очков за раздачу меньше, чем продолжение игры (андеркат в {percent} из них)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но она составляет комбинацию с картой {picked}, которую взял соперник; это снизило бы ваши шансы выиграть партию</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но снизил бы ваши шансы выиграть партию</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но она составляет комбинацию с картой {picked}, которую взял соперник; в симуляциях это давало в среднем на %n очко за раздачу меньше</numerusform>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но она составляет комбинацию с картой {picked}, которую взял соперник; в симуляциях это давало в среднем на %n очка за раздачу меньше</numerusform>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но она составляет комбинацию с картой {picked}, которую взял соперник; в симуляциях это давало в среднем на %n очков за раздачу меньше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но в симуляциях это давало в среднем на %n очко за раздачу меньше</numerusform>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но в симуляциях это давало в среднем на %n очка за раздачу меньше</numerusform>
            <numerusform>а не карту {card}: её сброс оставил бы меньше всего мёртвых карт ({deadwood}), но в симуляциях это давало в среднем на %n очков за раздачу меньше</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>на руке остаётся {card}: с ней до комбинации не хватает одной карты</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>на руке остаётся {card}: с ней до %n комбинации не хватает одной карты</numerusform>
            <numerusform>на руке остаётся {card}: с ней до %n комбинаций не хватает одной карты</numerusform>
            <numerusform>на руке остаётся {card}: с ней до %n комбинаций не хватает одной карты</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>сбрасывать карту {card}, похоже, безопасно: соперник сам сбросил карту {threw} и не взял карту {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>сбрасывать карту {card}, похоже, безопасно: соперник сам сбросил карту {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>сбрасывать карту {card}, похоже, безопасно: соперник не взял карту {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Не брать открытую карту</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Не брать карту {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Джин со сбросом карты {card}: бонус {bonus}, и подкладывать карты нельзя</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Постучать (мёртвые карты: {deadwood}), сбросив карту {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>андеркат в {percent} симуляций</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Сбросить карту {card}, разбив свою комбинацию {meld} (мёртвые карты: {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Сбросить карту {card} (мёртвые карты: {deadwood}): эта карта была далека от комбинаций</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>рискованно: соперник взял карту {picked}, а с ней эта карта составляет комбинацию</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>сбрасывать карту {card} безопасно: соперник уже не сможет взять её в комбинацию</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>выиграно {percent} смоделированных раздач</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Взять карту {card}: она дополняет комбинацию {meld}, мёртвые карты {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Взять карту {card}: мёртвые карты {before} → {after}, но соперник увидит, что вы собираете</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>Карта {card} не уменьшает сумму мёртвых карт и подсказывает сопернику, что вам нужно</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Взять из колоды вслепую, оставив карту {card} (с ней мёртвые карты {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Взять из колоды: {card} вам не поможет</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>Единственный ход — подложить карты: {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>соперник получает очки: {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Пас: раздача заканчивается у стены, и очков никто не получает</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Большой джин: все одиннадцать карт в комбинациях — это самый большой бонус в игре</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Единственный ход</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>Единственный ход: оба игрока отказались от первой открытой карты</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Выложить комбинации и подложить всё, что можно</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>Единственный ход: подкладывать нечего</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>у вас андеркат</translation>
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
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Постучать</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Постучать ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Сбросить: {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Постучать со сбросом: {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Подсчитать очки</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Подложить</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>К джину подкладывать нельзя: подсчитать очки ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Подложить карты и подсчитать очки ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Показать лучший ход и объяснить почему ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Отменить: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Отменить: {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Взять открытую</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Взять открытую карту</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Отказаться от открытой карты</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Взять карту из колоды</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Взять из сброса</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Взять верхнюю карту из сброса</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Пас у стены</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Сбросить выбранную карту</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Джин</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Объявить джин</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Подложить карты и подсчитать очки</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Сдать карты на следующую раздачу</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Разбор матча</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Разобрать свои решения и своё везение в этом матче</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>&amp;Разбор этого матча…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>По достоинству</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>По масти</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Разложить комбинации</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Выбрать левее</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Выбрать карту слева</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Выбрать правее</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Выбрать карту справа</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Сдвинуть влево</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Сдвинуть выбранную карту влево</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Сдвинуть вправо</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Сдвинуть выбранную карту вправо</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Снять выбор</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Снять выбор с карты</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Обзор вверх</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Перевести программу чтения с экрана на место выше: стопки, карты компьютера, выложенные карты (← → — по ряду выложенных карт)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Обзор вниз</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Перевести программу чтения с экрана на место ниже, вплоть до вашей руки</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Прочитать свои карты</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Прочитать свои карты: комбинации, мёртвые карты и их сумма (при вскрытии — ваши выложенные карты)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Прочитать стол</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Прочитать стол: колода, сброс, известные вам карты компьютера (при вскрытии — его выложенные карты)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Прочитать счёт</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Повторить последнее сообщение</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Отменить свой последний ход</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Любой ход можно сделать с клавиатуры: клавиши со стрелками выбирают и перемещают карты на руке.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>взято из более раннего матча, а не получено из зерна этого матча</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>у утерянного зерна раздачи остаётся отпечаток, а само оно не раскрывается</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>длина зерна раздачи — %n байт</numerusform>
            <numerusform>длина зерна раздачи — %n байта</numerusform>
            <numerusform>длина зерна раздачи — %n байт</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>номер первой раздачи зерна — целое число от 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>первое зерно матча начинается с жеребьёвки (раздача 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>зёрна матча должны начинаться с уже сыгранных раздач в порядке возрастания</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>фразы матча должны быть текстом</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>длина зерна следующего матча — %n байт</numerusform>
            <numerusform>длина зерна следующего матча — %n байта</numerusform>
            <numerusform>длина зерна следующего матча — %n байт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перед каждым матчем программа берёт секретное зерно из источника случайности вашего компьютера и показывает на столе его &lt;b&gt;отпечаток&lt;/b&gt; (хеш SHA-256). Каждая колода вычисляется из этого зерна, &lt;b&gt;вашей фразы&lt;/b&gt; и номера раздачи. Зерно выбирается до того, как станет известна ваша фраза, поэтому программа не может подобрать выгодные себе карты; а ваша фраза закрепляется первой раздачей зерна, ещё до того, как зерно где-либо сохранится, поэтому никто не может подобрать фразу под зерно. Так что новая фраза действует со следующего зерна: со следующего матча или с раздач после того, как вы раскроете зерно. Когда матч заканчивается, зерно раскрывается, и любой может заново вычислить каждую колоду — кнопкой «Проверить» или скриптом &lt;code&gt;tools/verify_deal.py&lt;/code&gt; из исходного кода игры, которому не нужно ничего, кроме Python.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Этот матч нельзя проверить: в его сохранении есть зерно раздачи, которое программа не может признать своим (оно записано вручную, более ранней версией или на другом компьютере) или не смогла прочитать, поэтому карты могли быть подобраны, что бы ни показала эта проверка.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>жеребьёвка</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>раздача {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Несовпадение: карты не соответствуют зерну и фразе ({deals}).</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>Жеребьёвка и первая раздача взяты из более раннего матча, а не получены из зерна этого матча.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n раздачу нельзя проверить: её зерно не удалось прочитать при возобновлении матча.</numerusform>
            <numerusform>%n раздачи нельзя проверить: их зерно не удалось прочитать при возобновлении матча.</numerusform>
            <numerusform>%n раздач нельзя проверить: их зерно не удалось прочитать при возобновлении матча.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>Раскрытое зерно ещё не сдало ни одной карты: проверять нечего.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Проверять пока нечего: зерно раскрывается по окончании матча или когда вы раскроете его сами.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>Карты %n проверенной раздачи соответствуют своему зерну и фразе.</numerusform>
            <numerusform>Карты %n проверенных раздач соответствуют своему зерну и фразе.</numerusform>
            <numerusform>Карты %n проверенных раздач соответствуют своему зерну и фразе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>Ещё %n раздачу можно будет проверить, когда раскроется её зерно.</numerusform>
            <numerusform>Ещё %n раздачи можно будет проверить, когда раскроется их зерно.</numerusform>
            <numerusform>Ещё %n раздач можно будет проверить, когда раскроется их зерно.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Честная раздача</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Зёрна и фразы этого матча</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Результат проверки</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Ваша фраза:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Ваша фраза, которая подмешивается в следующие раздачи</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Использовать фразу</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайная</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Раскрыть зерно сейчас…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Экспорт для проверки…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Фраза должна содержать хотя бы один символ.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>Фраза используется, но сохранить её до следующего запуска не удалось.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Ваша фраза принята: она действует со следующего зерна (со следующего матча или с раздач после раскрытия зерна). Текущее зерно сохраняет фразу своей первой раздачи.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Ваша фраза принята: она будет подмешана в следующую раздачу.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>Текущее зерно ещё ничего не сдало: раскрывать нечего.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Раскрыть секретное зерно сейчас? После этого оно больше не сдаёт: следующие раздачи будут получены из нового зерна, а его отпечаток сразу появится на экране.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Экспорт матча для проверки</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Матч (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Не удалось экспортировать матч: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Экспортировано в {name}. Проверить можно так: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>утеряно: его не удалось прочитать, поэтому его раздачи проверить нельзя</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>насколько программа может судить, создано не ею: за его раздачи она ручаться не может</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>раскрыто: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>секретно; из него будет получена следующая раздача (если вы выйдете раньше, при следующем запуске будет взято новое зерно с новым отпечатком)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>секретно до конца матча</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Зерно {number}&lt;/b&gt; (с раздачи {deal})&lt;br&gt;отпечаток &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Следующий матч&lt;/b&gt; начнётся с зерна с отпечатком&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (запишите его, а затем выберите фразу). Это зерно действует, пока программа открыта: зерно, которое ещё ничего не сдало, никогда не сохраняется, поэтому если вы выйдете до начала следующего матча, при следующем запуске будет взято новое зерно с новым отпечатком.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Использованные фразы</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>«{phrase}»</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Жеребьёвка: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Раздача {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} — не файл</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} — именованный канал, а не файл</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} — папка, а не файл</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} — сокет, а не файл</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} — устройство, а не файл</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} — не обычный файл</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Игра с другом</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Имя, которое увидит ваш друг: от 1 до 40 символов</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Создать игру или присоединиться</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Создать игру</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Присоединиться к игре</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Игре не удалось начать приём подключений от друга на этом компьютере.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Ждём друга…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Игра закрыта для подключений.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Друг подключается…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Код приглашения скопирован: отправьте его другу. Ждём друга…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>В вашей сети есть игра игрока {name}.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Подключение к {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Сверьте контрольные числа: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Ждём, пока {friend} примет ваши правила:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>Игрок {friend} присоединился к вашей игре.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>Ждём, пока {friend} пришлёт правила…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Соединение с игроком {friend} установлено.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Программа вашего друга прислала сообщение, которого здесь быть не должно: соединение разорвано.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Программа вашего друга прислала правила, которые эта программа не может прочитать (возможно, у друга другая версия игры): соединение разорвано.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} предлагает играть по этим правилам:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Пришли правила от игрока {friend}. {rules} Примите или отклоните их.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Правила, которые вы предложили игроку {friend}:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>Игрок {friend} отклонил ваши правила. Откройте игру снова или отмените и выберите другие правила в настройках.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Программа вашего друга прислала ответ, который эта программа не может прочитать: соединение разорвано.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Вы отклонили правила игрока {friend}, и {friend} уже знает об этом. Вернитесь назад, чтобы присоединиться к другой игре, или отмените.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Правила согласованы: матч начинается.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>Соединение закрылось раньше, чем программа вашего друга успела поздороваться.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>Игрок {friend} разорвал соединение.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Пришло подключение, которое так и не поздоровалось, как принято в этой игре: оно разорвано.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Программа вашего друга не отвечает. Проверьте адрес и убедитесь, что друг открыл игру, а его брандмауэр пропускает её.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Снова ждём друга…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Сначала укажите своё имя: от 1 до 40 символов, в одну строку.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Введите адрес и порт друга, например 192.168.1.20:50123, или его код приглашения.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>В коде приглашения опечатка: сверьте его с другом символ за символом.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Введите адрес и после двоеточия порт, например 192.168.1.20:50123, или код приглашения.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>Порт — это число от 1 до 65535 после двоеточия: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Адрес IPv6 пишется в квадратных скобках, а за ними — двоеточие и порт: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>«{address}» — это не адрес.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Создайте игру, и друг присоединится к ней со своего компьютера. Пока вы не откроете игру, она не принимает подключения из сети.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Открыть игру</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Ждать подключения друга и показывать вашу игру компьютерам в вашей сети</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>&amp;Адрес для кода приглашения:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Адрес в коде приглашения</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Выберите один из адресов этого компьютера или введите свой внешний адрес, если друг подключается через интернет</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Скопировать код приглашения</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>&amp;Закрыть игру</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Другу будет предложено принять правила из ваших настроек:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Друг в вашей сети увидит вашу игру в своём списке или введёт один из адресов этого компьютера:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>У этого компьютера нет адреса в сети: друг может подключиться к нему только по имени этого компьютера, через порт {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Чтобы играть с другом через интернет, роутер должен перенаправлять порт {port} на этот компьютер, а код приглашения — содержать ваш внешний адрес (его показывает роутер: введите его выше). Windows или macOS может спросить, пропускать ли игру через брандмауэр: разрешите, иначе друг не сможет подключиться.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Код приглашения: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Кода приглашения нет: введите выше адрес IPv4 или IPv6.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>И&amp;гры в вашей сети:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Игры в вашей сети</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Enter — присоединиться к выбранной игре</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Игр пока не найдено. Попросите друга создать игру или введите ниже его адрес или код приглашения.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Адрес или &amp;код приглашения:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Адрес или код приглашения</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 или 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>По&amp;дключиться</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>П&amp;ринять правила</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Отклонить</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>Открыть игру сно&amp;ва</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Разорвать это соединение и присоединиться к другой игре</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Контрольные числа: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Сверьте эти четыре числа с игроком {friend} — вслух или в сообщениях: на обоих экранах они должны совпадать. Если числа различаются, кто-то в сети вклинился между вами: отмените подключение и не играйте.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>Не удалось подключиться: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Программа вашего друга использует другую версию протокола игры, чем эта (версия {ours}): вам обоим нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Программа вашего друга использует версию {theirs} протокола игры, эта — версию {ours}: вам обоим нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>На другой стороне не эта игра: соединение разорвано.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>Соединение разорвано: программа вашего друга прислала сообщение больше любого сообщения игры.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>Соединение разорвано: программа вашего друга прислала то, что не является сообщением игры.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>Соединение разорвано: сообщение было изменено в пути или не запечатано ключом вашего соединения.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>Соединение разорвано: сообщение пришло повторно или не по порядку.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Не удалось прочитать сохранённый матч с другом ({reason}); файл перемещён и теперь называется {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Программа вашего друга прислала колоду, в которой есть что-то, кроме карт.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Программа вашего друга прислала колоду, которая не состоит из 52 разных карт.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Программа вашего друга прислала ключ, который не открывает ни одной карты.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>Одна и та же карта оказалась в двух местах колоды.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Программа вашего друга раскрыла не те ключи, которые обещала до раздачи.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Программа вашего друга раскрыла ключи в неправильном формате.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Программа вашего друга перетасовала карты не так, как следует из её ключей: одну карту подменили, пока она была скрыта.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Программа вашего друга скрыла карты не так, как следует из её ключей.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Программа вашего друга открыла карту ключом, которого не обещала.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Программа вашего друга сделала ход, который правила не разрешают с картами, что у неё на руке.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Программа вашего друга не открыла карты, которые открывает её ход.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Программа вашего друга открыла карту, которую сейчас открывать нельзя.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} Матч остановлен; всё присланное сохранено как доказательство.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Программа вашего друга прислала сообщение не в свою очередь или с недопустимыми данными. Матч остановлен.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Ваш друг ушёл: соединение закрылось до конца матча.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>Соединение с игроком {friend} потеряно. Матч будет ждать восстановления связи не более %n минуты; тем временем можно продолжать игру.</numerusform>
            <numerusform>Соединение с игроком {friend} потеряно. Матч будет ждать восстановления связи не более %n минут; тем временем можно продолжать игру.</numerusform>
            <numerusform>Соединение с игроком {friend} потеряно. Матч будет ждать восстановления связи не более %n минут; тем временем можно продолжать игру.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>Соединение с игроком {friend} восстановлено: матч продолжается.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>Связь с игроком {friend} не восстановилась за %n минуту: матч окончен.</numerusform>
            <numerusform>Связь с игроком {friend} не восстановилась за %n минуты: матч окончен.</numerusform>
            <numerusform>Связь с игроком {friend} не восстановилась за %n минут: матч окончен.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>Программа игрока {friend} не раскрыла свои ключи за %n секунду после окончания раздачи, поэтому проверить сдачу карт нельзя: игроку {friend} засчитано техническое поражение в матче.</numerusform>
            <numerusform>Программа игрока {friend} не раскрыла свои ключи за %n секунды после окончания раздачи, поэтому проверить сдачу карт нельзя: игроку {friend} засчитано техническое поражение в матче.</numerusform>
            <numerusform>Программа игрока {friend} не раскрыла свои ключи за %n секунд после окончания раздачи, поэтому проверить сдачу карт нельзя: игроку {friend} засчитано техническое поражение в матче.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>не удалось запросить ход у компьютера ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>компьютер не ответил за %n секунду</numerusform>
            <numerusform>компьютер не ответил за %n секунды</numerusform>
            <numerusform>компьютер не ответил за %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>компьютер выбрал недопустимый ход: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>ход компьютера отклонён ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>Окно и его меню</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Переход между карточным столом и кнопками панели</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Нажать кнопку, на которой фокус</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>С программой чтения с экрана</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>Карточный стол читается как список мест: рука компьютера вверху, колода, сброс и зона стука посередине, ваша рука внизу, а при вскрытии — выложенные карты обеих сторон. &lt;i&gt;Ваша рука&lt;/i&gt; перечисляет ваши карты по порядку, каждую с её комбинацией; для карты доступны действия «Выбрать», «Сбросить» и «Постучать этой картой», для колоды — «Взять», для сброса — «Взять верхнюю карту». ↑ и ↓ переводят программу чтения с экрана от места к месту, ← и → — по ряду выложенных карт. C читает ваши карты с комбинациями и мёртвыми картами, T — стол, W — счёт, а A повторяет последнее сообщение.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Пока фокус клавиатуры на карточном столе, всё происходящее озвучивается сразу: ходы компьютера, взятая вами карта, отказ и его причина, подсказка, стук и результат каждой раздачи. В Linux сообщения передаются через карту или место, на котором находится программа чтения с экрана, и их произносит Orca (проверено с Orca 43 и 48); в Windows и macOS они отправляются как объявления Qt для NVDA, Экранного диктора и VoiceOver.</translation>
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
        <translation>Этот компьютер не подключён к локальной сети, поэтому показать там вашу игру нельзя. Друг всё равно может присоединиться по коду приглашения.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Не удаётся показать вашу игру в локальной сети ({reason}). Друг всё равно может присоединиться по коду приглашения.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Не удаётся искать игры в локальной сети ({reason}). Вы всё равно можете присоединиться к игре друга по её коду приглашения.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Джин рамми</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Не удалось прочитать сохранённую игру</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Сохранённые игры хранятся в папке {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Не удалось сохранить игру ({problem}); игра продолжается без сохранения.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Подбираем подсказку…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>На этот раз подсказки нет.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Прервать эту партию?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Компьютер · {level}  —  думает…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Компьютер · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · ваш друг  —  думает…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · ваш друг</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Ошибка компьютера: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Компьютерный игрок дал сбой ({problem}); сделан простой ход.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Включить или выключить звук (громкость — в настройках)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>На этом компьютере не найдено устройство вывода звука, поэтому игра идёт без звука.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Таблица очков</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Сыграть с другом на другом компьютере</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Показать таблицу очков</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Показать вашу статистику</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;История раздач…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Просмотреть сыгранные раздачи</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>&amp;Честная раздача…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Открыть настройки</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Выход (матч сохранится до следующего раза)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Показать правила игры</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>Игра с &amp;другом…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавиатура…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;О программе «Джин рамми»</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>память компьютерного игрока нельзя использовать ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>её не удалось восстановить на столе ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>Секретное зерно этого матча не удалось прочитать, поэтому его прошлые раздачи больше нельзя проверить; следующие раздачи будут получены из нового зерна.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Этот матч помечен как непроверяемый: в его сохранении есть зерно раздачи, которое программа не может признать своим (оно записано вручную, более ранней версией или на другом компьютере) или не смогла прочитать, поэтому карты могли быть подобраны. Игра продолжается, а её раздачи учитываются в статистике отдельно.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Это более раннее сохранение этого матча: в статистике уже записана ещё %n его раздача. Эти результаты остаются, а раздачи, сыгранные с этого момента, учитываются отдельно.</numerusform>
            <numerusform>Это более раннее сохранение этого матча: в статистике уже записаны ещё %n его раздачи. Эти результаты остаются, а раздачи, сыгранные с этого момента, учитываются отдельно.</numerusform>
            <numerusform>Это более раннее сохранение этого матча: в статистике уже записано ещё %n его раздач. Эти результаты остаются, а раздачи, сыгранные с этого момента, учитываются отдельно.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Сохранённую настройку не удалось прочитать, и она сброшена: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Сохранённую настройку не удалось прочитать, и она сброшена: {problem} (и ещё %n настройка; подробности в журнале)</numerusform>
            <numerusform>Сохранённую настройку не удалось прочитать, и она сброшена: {problem} (и ещё %n настройки; подробности в журнале)</numerusform>
            <numerusform>Сохранённую настройку не удалось прочитать, и она сброшена: {problem} (и ещё %n настроек; подробности в журнале)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Прервать эту партию? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>Зерно раскрыто; следующие раздачи будут получены из нового зерна, отпечаток {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>В матче с другом подсказки отключены.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>В матче с другом отмена ходов отключена.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Партия ещё не начата.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>перестановка карт в руке</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Отменено: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Настройки сохранены.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Не удалось сохранить настройки (они действуют только до конца этого сеанса).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Новые правила вступят в силу со следующей партии.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Новое оформление появится со следующей раздачи.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>сегодня в {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} в {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Продолжаем вашу партию.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Продолжаем вашу партию, сохранённую {when}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Не удалось прочитать сохранённую игру: {problem}. Начата новая партия.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Не удалось прочитать сохранённую игру: {problem}. Файл сохранён как «{kept}». Начата новая партия.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>Компьютер взял карту из колоды</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>Игрок {friend} взял карту из колоды</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>Комбинаций пока нет.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Мёртвые карты:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>мёртвые карты в вашем раскладе · в лучшем: {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>мёртвые карты</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} после лучшего сброса</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} после сброса карты {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>«Разложить комбинации» ({key}) выберет лучший расклад</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>стук при {limit} и меньше</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>только джин</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Начните новую партию ({key}) или проведите разбор матча ({review}) в меню «Игра».</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Нажмите «&lt;b&gt;Следующая раздача&lt;/b&gt;» ({key}), чтобы снова сдать карты.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Карты сдаются.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Ход компьютера</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Ход игрока {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>Компьютер подкладывает карты к вашим комбинациям.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} подкладывает карты к вашим комбинациям.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>Компьютер решает, брать ли открытую карту.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} решает, брать ли открытую карту.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Подождите, пока компьютер возьмёт и сбросит карту. Тем временем можно переставлять карты в руке.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Подождите, пока {friend} возьмёт и сбросит карту. Тем временем можно переставлять карты в руке.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Открытая карта — {card}: возьмите её ({take}) или спасуйте ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Стена: в сбросе {card}; взять эту карту можно только для стука ({take}), иначе спасуйте ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Возьмите карту из колоды ({draw}): от открытой карты отказались.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Возьмите карту из колоды ({draw}) или из сброса — {card} ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Компьютер объявил джин: к джину не подкладывают. Нажмите «&lt;b&gt;Подсчитать очки&lt;/b&gt;» ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Игрок {friend} объявил джин: к джину не подкладывают. Нажмите «&lt;b&gt;Подсчитать очки&lt;/b&gt;» ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Компьютер постучал. Нажмите «&lt;b&gt;Подложить&lt;/b&gt;» ({key}), чтобы подложить карты и подсчитать очки.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Игрок {friend} постучал. Нажмите «&lt;b&gt;Подложить&lt;/b&gt;» ({key}), чтобы подложить карты и подсчитать очки.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Сбросьте карту: перетащите её в сброс или выберите и нажмите {discard}. У вас &lt;b&gt;джин&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Сбросьте карту: перетащите её в сброс или выберите и нажмите {discard}. Можно &lt;b&gt;постучать&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Сбросьте карту: перетащите её в сброс или выберите и нажмите {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Итог: &lt;b&gt;Вы&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Компьютер&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Итог: &lt;b&gt;Вы&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Вы&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Компьютер&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Вы&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Партия до {target} · правила «{rules}»</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>сбросить карту {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>постучать, сбросив карту {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>взять из колоды</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>взять карту из сброса</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>объявить большой джин</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>подложить карты</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>продолжить игру</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Подсказка: {action} (нажмите {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Подсказка: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Обучение: лучше, чем «{played}», было «{better}» (примерно на %n очко за раздачу). {reason}.</numerusform>
            <numerusform>Обучение: лучше, чем «{played}», было «{better}» (примерно на %n очка за раздачу). {reason}.</numerusform>
            <numerusform>Обучение: лучше, чем «{played}», было «{better}» (примерно на %n очков за раздачу). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Обучение, раздача {hand}: лучше, чем «{played}», было «{better}» (примерно на %n очко за раздачу). {reason}.</numerusform>
            <numerusform>Обучение, раздача {hand}: лучше, чем «{played}», было «{better}» (примерно на %n очка за раздачу). {reason}.</numerusform>
            <numerusform>Обучение, раздача {hand}: лучше, чем «{played}», было «{better}» (примерно на %n очков за раздачу). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Известные карты компьютера:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Известные карты игрока {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Отпечаток следующего матча: {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Отпечаток следующей раздачи: {digits} · зерно этой раздачи раскрыто</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Отпечаток раздачи: {digits} · проверка невозможна</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Отпечаток раздачи: {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Раздача {number} · в колоде {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Новая партия · в колоде {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Раздача {number} · сдавали вы · в колоде {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Новая партия · сдавали вы · в колоде {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Раздача {number} · сдавал компьютер · в колоде {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Раздача {number} · сдающий: {friend} · в колоде {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Новая партия · сдавал компьютер · в колоде {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Новая партия · сдающий: {friend} · в колоде {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Соперник: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Соперник: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>компьютер не прислал пригодной памяти</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>процесс компьютерного игрока остановился</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>процесс компьютерного игрока был заменён</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>компьютер не прислал память</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Раздача {number}: сдаёте вы</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Раздача {number}: сдаёт компьютер</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Раздача {number}: сдаёт {friend}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Раздача {number} · сдавали вы · идёт игра</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Раздача {number} · сдавал компьютер · идёт игра</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Раздача {number} · сдавали вы · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Раздача {number} · сдавал компьютер · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Вы выложили комбинации (к джину не подкладывают)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>Компьютер выложил комбинации (к джину не подкладывают)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>Игрок {friend} выложил комбинации (к джину не подкладывают)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Вам нечего было подложить</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>Компьютеру нечего было подложить</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>Игроку {friend} нечего было подложить</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Вы подложили {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>Компьютер подложил {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>Игрок {friend} подложил {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Вы объявили большой джин</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>Компьютер объявил большой джин</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>Игрок {friend} объявил большой джин</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Вы объявили джин (сбросив {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>Компьютер объявил джин (сбросив {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>Игрок {friend} объявил джин (сбросив {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Вы постучали (мёртвые карты: {deadwood}), сбросив {card}</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Компьютер постучал (мёртвые карты: {deadwood}), сбросив {card}</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Игрок {friend} постучал (мёртвые карты: {deadwood}), сбросив {card}</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Вы взяли открытую карту {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>Компьютер взял открытую карту {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>Игрок {friend} взял открытую карту {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Вы взяли из колоды: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>Компьютер взял из колоды: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>Игрок {friend} взял из колоды: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Вы взяли {card} из сброса</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>Компьютер взял {card} из сброса</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>Игрок {friend} взял {card} из сброса</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Вы сбросили {card} (в колоде осталось две карты: стена)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Компьютер сбросил {card} (в колоде осталось две карты: стена)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Игрок {friend} сбросил {card} (в колоде осталось две карты: стена)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Вы сбросили {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>Компьютер сбросил {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>Игрок {friend} сбросил {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Вы спасовали у стены</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>Компьютер спасовал у стены</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>Игрок {friend} спасовал у стены</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Вы отказались от открытой карты</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>Компьютер отказался от открытой карты</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>Игрок {friend} отказался от открытой карты</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>История раздач</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Ходы раздачи</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ В начало</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Начало раздачи ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>На шаг назад ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>На шаг вперёд ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>В конец ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Конец раздачи ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Экспорт раздачи…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>Матч до конца этой раздачи — в файл</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Экспорт матча…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>Весь матч — в файл</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Разбор матча…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Каждое решение в завершённых раздачах матча в сравнении с лучшим ходом, а также везение в картах</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Сыграть снова против уровня</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Уровень для «Сыграть эту раздачу снова»</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу снова</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Ещё не сыграно ни одного матча.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>В этом матче ещё нет завершённых раздач.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>Не удаётся открыть «{name}». {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>Открыт файл «{name}».</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Открыть матч</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Матч (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Шаг {step} из {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Новый матч, в первой раздаче которого те же карты и тот же сдающий</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Новый матч, в первой раздаче которого те же карты и тот же сдающий, по правилам, по которым они были сданы ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Экспорт матча</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Экспорт матча до этой раздачи</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Матч (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Не удалось экспортировать матч: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>Матч экспортирован в «{name}».</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>Матч до раздачи {number} экспортирован в «{name}».</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Раздачи из зерна, которое ещё не раскрыто, можно будет проверить после его раскрытия.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Разобранный матч</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>текущий матч</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Начат новый матч с картами раздачи {number}; соперник: {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Текущий матч</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>Стол на этом шаге</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Пока нет завершённых раздач.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Вы постучали · мёртвые карты: {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>Компьютер постучал · мёртвые карты: {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Вы · мёртвые карты: {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Компьютер · мёртвые карты: {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Колода: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Сброс · %n карта</numerusform>
            <numerusform>Сброс · %n карты</numerusform>
            <numerusform>Сброс · %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Дальше: вы можете взять открытую карту или спасовать</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Дальше: компьютер может взять открытую карту</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Дальше: вы берёте карту</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Дальше: компьютер берёт карту</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Дальше: вы сбрасываете карту</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Дальше: компьютер сбрасывает карту</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Дальше: вы подкладываете карты к комбинациям компьютера</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Дальше: компьютер подкладывает карты к вашим комбинациям</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Пустая раздача</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Колода кончилась, а никто так и не постучал.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Очков нет: тот же игрок сдаёт снова.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Удвоено: открытая карта — пика (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Джин! Ваши очки: {points}</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Джин! Очки компьютера: {points}</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Большой джин! Ваши очки: {points}</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Большой джин! Очки компьютера: {points}</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Андеркат! Ваши очки: {points}</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Андеркат! Очки компьютера: {points}</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Вы постучали. Ваши очки: {points}</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>Компьютер постучал. Его очки: {points}</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Ваши мёртвые карты: {deadwood} (к джину не подкладывают).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Мёртвые карты компьютера: {deadwood} (к джину не подкладывают).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Мёртвые карты {deadwood} + бонус за большой джин {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Мёртвые карты {deadwood} + бонус за джин {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Вы постучали (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Джин! Очки игрока {friend}: {points}</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Большой джин! Очки игрока {friend}: {points}</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Андеркат! Очки игрока {friend}: {points}</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>Игрок {friend} постучал. Его очки: {points}</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Компьютер постучал (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>Игрок {friend} постучал (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Разница {difference} + бонус за андеркат {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Разница {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Мёртвые карты игрока {friend}: {deadwood} (к джину не подкладывают).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Ваши мёртвые карты: {deadwood} (подложить нечего).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Мёртвые карты компьютера: {deadwood} (подложить нечего).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Мёртвые карты игрока {friend}: {deadwood} (подложить нечего).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Ваши мёртвые карты: {deadwood}; вы подложили карты: {cards} ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Мёртвые карты компьютера: {deadwood}; он подложил карты: {cards} ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Мёртвые карты игрока {friend}: {deadwood}; подложены карты: {cards} ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Вы {you} · Компьютер {computer} в партии 1 из 3 (каждая до {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Вы {you} · {friend} {theirs} в партии 1 из 3 (каждая до {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Вы {you} · Компьютер {computer} (партия до {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Вы {you} · {friend} {theirs} (партия до {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Итог: Вы {you} · Компьютер {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Итог: Вы {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Матч закончился вничью</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Вы выиграли партию!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Компьютер выиграл партию</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>Игрок {friend} выиграл партию</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Итог: Вы {you} · Компьютер {computer}, разница {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Итог: Вы {you} · {friend} {theirs}, разница {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Очки за раздачи: Вы {you} · Компьютер {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Очки за раздачи: Вы {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Бонус за линию: Вы {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Бонус за партию: Вы +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Бонус за партию: Компьютер +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Бонус за линию: Вы {you_hands} × {each} = {you_bonus} · Компьютер {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Победа всухую: у вас удвоено всё</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Победа всухую: у компьютера удвоено всё</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Победа всухую: у вас удвоены очки за раздачи и бонус за партию</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Победа всухую: у компьютера удвоены очки за раздачи и бонус за партию</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Пустая раздача.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>Открытая карта — пика: очки умножаются на {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Джин! Вы получаете %n очко.</numerusform>
            <numerusform>Джин! Вы получаете %n очка.</numerusform>
            <numerusform>Джин! Вы получаете %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Джин! Компьютер получает %n очко.</numerusform>
            <numerusform>Джин! Компьютер получает %n очка.</numerusform>
            <numerusform>Джин! Компьютер получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Большой джин! Вы получаете %n очко.</numerusform>
            <numerusform>Большой джин! Вы получаете %n очка.</numerusform>
            <numerusform>Большой джин! Вы получаете %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Большой джин! Компьютер получает %n очко.</numerusform>
            <numerusform>Большой джин! Компьютер получает %n очка.</numerusform>
            <numerusform>Большой джин! Компьютер получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Андеркат! Вы получаете %n очко.</numerusform>
            <numerusform>Андеркат! Вы получаете %n очка.</numerusform>
            <numerusform>Андеркат! Вы получаете %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Андеркат! Компьютер получает %n очко.</numerusform>
            <numerusform>Андеркат! Компьютер получает %n очка.</numerusform>
            <numerusform>Андеркат! Компьютер получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Вы постучали и получаете %n очко.</numerusform>
            <numerusform>Вы постучали и получаете %n очка.</numerusform>
            <numerusform>Вы постучали и получаете %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Бонус за партию: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Победа всухую: у игрока {friend} удвоено всё</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Победа всухую: у игрока {friend} удвоены очки за раздачи и бонус за партию</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Джин! {friend} получает %n очко.</numerusform>
            <numerusform>Джин! {friend} получает %n очка.</numerusform>
            <numerusform>Джин! {friend} получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Большой джин! {friend} получает %n очко.</numerusform>
            <numerusform>Большой джин! {friend} получает %n очка.</numerusform>
            <numerusform>Большой джин! {friend} получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Андеркат! {friend} получает %n очко.</numerusform>
            <numerusform>Андеркат! {friend} получает %n очка.</numerusform>
            <numerusform>Андеркат! {friend} получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Компьютер постучал и получает %n очко.</numerusform>
            <numerusform>Компьютер постучал и получает %n очка.</numerusform>
            <numerusform>Компьютер постучал и получает %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Игрок {friend} постучал и получает %n очко.</numerusform>
            <numerusform>Игрок {friend} постучал и получает %n очка.</numerusform>
            <numerusform>Игрок {friend} постучал и получает %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>Мёртвые карты: {deadwood}, плюс бонус за большой джин {bonus}, итого {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>Мёртвые карты: {deadwood}, плюс бонус за джин {bonus}, итого {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>Разница {difference} плюс бонус за андеркат {bonus}, итого {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>Разница: {defender} у защищавшегося минус {knocker} у постучавшего, итого {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Счёт в партии 1 из 3: вы {you}, компьютер {computer}; каждая партия до {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Счёт в партии 1 из 3: вы {you}, {friend} {theirs}; каждая партия до {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Счёт: вы {you}, компьютер {computer}; партия до {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Счёт: вы {you}, {friend} {theirs}; партия до {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Матч закончился вничью.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Итоговый счёт: вы {you}, компьютер {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Итоговый счёт: вы {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>Компьютер выиграл партию.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>Игрок {friend} выиграл партию.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Итоговый счёт: вы {you}, компьютер {computer}, разница {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Итоговый счёт: вы {you}, {friend} {theirs}, разница {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Очки за раздачи: вы {you}, компьютер {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Очки за раздачи: вы {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Бонус за линию: ваших выигранных раздач — {you_hands}, по {each} за каждую, итого {you_bonus}; у игрока {friend} — {their_hands}, по {each} за каждую, итого {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Ваш бонус за партию: {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Бонус компьютера за партию: {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Бонус за линию: ваших выигранных раздач — {you_hands}, по {each} за каждую, итого {you_bonus}; у компьютера — {computer_hands}, по {each} за каждую, итого {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>Бонус игрока {friend} за партию: {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Партия {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Разбор матча: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Разбор матча</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>Разобрана %n раздача. Очки — это очки за раздачу: сколько раздача приносит игроку минус сколько она приносит сопернику.</numerusform>
            <numerusform>Разобраны %n раздачи. Очки — это очки за раздачу: сколько раздача приносит игроку минус сколько она приносит сопернику.</numerusform>
            <numerusform>Разобрано %n раздач. Очки — это очки за раздачу: сколько раздача приносит игроку минус сколько она приносит сопернику.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Ваше везение: {yours}, везение компьютера: {theirs}; ваш результат с поправкой на везение: {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>Разбор остановлен: не удалось разобрать раздачу {number}.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>Разбор остановлен: процесс, разбиравший раздачу {number}, неожиданно завершился.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>ЦЕННОСТЬ РАЗДАЧИ, ВЕЗЕНИЕ И ОШИБКИ</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>График ценности вашей раздачи, вашего везения и ваших ошибок по ходу раздачи</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Ценность: сколько стоила ваша раздача после каждого вашего хода, насколько вы могли это знать. Баланс везения: ваше везение на этот момент минус везение компьютера. Ошибки: очки, потерянные из-за ваших решений к этому моменту, откладываются ниже нуля.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Ценность</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Баланс везения</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Пока не показана ни одна раздача.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>К шагу {step} ваша раздача стоит {value} очка, ваше везение минус везение компьютера составляет {luck} очка, а ваши ошибки стоили {error} очка.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>В этом матче ещё нет завершённых раздач: разбирать нечего.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Решения в раздаче</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Сдача и добор карт в раздаче, с оценкой везения</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>РЕШЕНИЯ</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>СДАЧА И ДОБОР</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Итоги только &amp;этой раздачи</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Итоги считают только раздачу, выбранную ниже, а не весь матч</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Оценивать также решения компьютера</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Оценивать также каждое решение компьютера и определять уровень его игры: разбор займёт примерно вдвое больше времени</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>&amp;Показать в истории раздач</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>Шаг этого решения в истории раздач, с лучшим ходом рядом со сделанным (то же самое делает Enter или двойной щелчок по строке)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>Разбор — в файл: веб-страница (.html) или простой текст (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Идёт разбор матча…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Экспорт разбора</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Веб-страница (*.html *.htm);;Простой текст (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>Не удалось экспортировать разбор: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>Разбор экспортирован в «{name}».</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>Текущая раздача будет разобрана, когда закончится.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · текущая раздача будет разобрана, когда закончится</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Сомнительное</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Плохое</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Очень плохое</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Очень не повезло</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Не повезло</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Повезло</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Очень повезло</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добор</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>В этом матче вы играли на уровне «Новичок».</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>В этом матче вы играли на уровне «Лёгкий».</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>В этом матче вы играли на уровне «Средний».</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>В этом матче вы играли на уровне «Сложный».</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>В этом матче вы играли на уровне «Эксперт».</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>В этом матче компьютер играл на уровне «Новичок».</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>В этом матче компьютер играл на уровне «Лёгкий».</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>В этом матче компьютер играл на уровне «Средний».</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>В этом матче компьютер играл на уровне «Сложный».</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>В этом матче компьютер играл на уровне «Эксперт».</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Взять карту {card} из сброса</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Взять карту из сброса</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Взять открытую карту</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Сбросить карту {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Объявить джин, сбросив карту {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Постучать, сбросив карту {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Большой джин</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Выложить комбинации {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Ни одно из ваших решений не разобрано, поэтому у вас нет оценки.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Ни одно из решений компьютера не разобрано, поэтому у него нет оценки.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Сомнительные ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Плохие ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Очень плохие ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Ошибка на решение</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Уровень игры</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Везение</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Результат с поправкой на везение</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: решений — {decisions}, сомнительных — {doubtful}, плохих — {bad}, очень плохих — {very_bad}; ошибка на решение {rate}; уровень игры: {level}; везение {luck}; результат {result}; результат с поправкой на везение {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Сделанный ход</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Шаг {step}, {who}, {kind}: {played}. Лучший ход: {best}. Ошибка {error} очка: {mark} решение.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Шаг {step}, {who}, {kind}: {played}. Лучший ход: {best}. Ошибка {error} очка.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Шаг {step}, {who}: {card}, везение {luck} очка, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Шаг {step}, {who}: {card}, везение {luck} очка.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Раздача {number}: вы получили {points}</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Раздача {number}: компьютер получил {points}</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Раздача {number}: без очков</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n отмеченное решение</numerusform>
            <numerusform>{title}, %n отмеченных решения</numerusform>
            <numerusform>{title}, %n отмеченных решений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>Разобрана %n раздача.</numerusform>
            <numerusform>Разобраны %n раздачи.</numerusform>
            <numerusform>Разобрано %n раздач.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Разбор раздачи {hand} из {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Раздача {number} из {count} разобрана.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · лучше: {best} ({error} очка)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Лучше: {best}, на {error} очка выгоднее.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark} решение. Лучше: {best}, на {error} очка выгоднее.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>лучше</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Предел стука</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>стук при {knock_limit} и меньше</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Оклахома</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>первая открытая карта задаёт предел стука</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Оклахома: туз разрешает стук с 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>если открытая карта — туз, можно стучать с 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Оклахома: пика удваивает</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>открытая карта пиковой масти удваивает очки раздачи</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Бонус за джин</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>джин {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Большой джин</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>большой джин {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>без большого джина</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Бонус за большой джин</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Бонус за андеркат</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>андеркат {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Ничья — это андеркат</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>при равенстве — андеркат</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Бонус за линию</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>бонус за линию {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Бонус за партию</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>бонус за партию {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Целевой счёт</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>партия до {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Удвоение при победе всухую</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>без удвоения при победе всухую</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Победа всухую удваивает всё</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>победа всухую удваивает всё</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Подкладывание разрешено</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>без подкладывания</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Только последовательности</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>только последовательности</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Можно сбросить только что взятую карту</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>только что взятую карту можно сбросить обратно</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Следующий сдающий</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>По очереди</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Победитель прошлой раздачи</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Последний сброс у стены — только для стука</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>у стены последний сброс можно взять, чтобы постучать</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Пустая раздача после взятий из сброса</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Голливуд</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Голливудский счёт (три партии сразу)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Чистый джин</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Эталон</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Современные правила: джин 25, большой джин 31, андеркат 25, бокс 25, партия до 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Старые книги: джин 20, без большого джина, андеркат 10, бокс 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>Первая открытая карта задаёт предел стука; пика удваивает раздачу; партия до 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Без стука: раздачу заканчивает только джин.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Три партии идут одновременно, каждая до целевого счёта.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Для оценки компьютерных игроков: без большого джина, бонусов и удвоения за победу всухую.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Исследования (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>только джин (без стука)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Вы играете по правилам «&lt;b&gt;{name}&lt;/b&gt;»: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Как играть в джин рамми</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, партия до {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Эта раздача переигрывается по правилам, по которым была сдана ({rules}); соперник: {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>«Новая партия» вернёт ваши настройки.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>Новая партия идёт по вашим настройкам: {rules}; соперник: {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>файл слишком велик для сохранения (%Ln байт)</numerusform>
            <numerusform>файл слишком велик для сохранения (%Ln байта)</numerusform>
            <numerusform>файл слишком велик для сохранения (%Ln байт)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>матч не воспроизводится: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>запись матча имеет неверный формат ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>файл не текстовый (повреждён или не является сохранением)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>файл не является полным JSON (обрезан или повреждён)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>файл не является сохранённым матчем</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>в файле есть символы, недопустимые в тексте (файл повреждён или изменён)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>файл не является сохранённым матчем этой программы</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>эта программа не читает сохранения версии {version}</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>в сохранении недостаёт полей или есть неизвестные</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>сохранение изменено или повреждено (контрольная сумма не совпадает)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>в сохранении неверный формат данных соперника или стола</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>в сохранении нет зёрен раздачи или их процедура неизвестна</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>в сохранении неверный формат зёрен раздачи или фраз</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>в сохранении больше раздач, чем бывает в любом матче</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>фразы в сохранении не являются короткими текстами</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>отметка непроверяемого матча в сохранении — не логическое значение (true/false)</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>зёрна раздачи в сохранении непригодны: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>зерно раздачи должно быть объектом</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>флаг раскрытия зерна раздачи должен быть true или false</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>номер первой раздачи зерна должен быть целым числом</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>отпечаток зерна раздачи должен состоять из 64 шестнадцатеричных цифр</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>зерно раздачи должно состоять из 64 шестнадцатеричных цифр</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>у зерна раздачи нет отпечатка</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>зерно раздачи без самого зерна хранит отпечаток и остаётся секретным</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>флаг утери зерна раздачи должен быть true или false</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>раздачи в сохранении не соответствуют его записи (не хватает раздачи)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>карты в сохранении не те, что сдают его зёрна (изменены вручную?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>в сохранении указано зерно раздачи, которое ничего не сдало (программа такие не записывает)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>сохранённый уровень {level} — не от 1 до 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>сохранённое зерно игрока {seed} непригодно</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>сохранённая память компьютерного игрока не является объектом</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>сохранённый порядок карт в руке непригоден: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>сохранённые группы карт в руке — не список размеров</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>сохранённых групп карт в руке ({groups}) больше, чем карт в сохранённом порядке ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>сохранённые группы {groups} не разбивают порядок карт в руке</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>сохранённый порядок карт в руке — не список карт</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>в сохранённом порядке карт в руке %Ln карта (а в руке их бывает не больше {most})</numerusform>
            <numerusform>в сохранённом порядке карт в руке %Ln карты (а в руке их бывает не больше {most})</numerusform>
            <numerusform>в сохранённом порядке карт в руке %Ln карт (а в руке их бывает не больше {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>в сохранённом порядке карт в руке одна карта встречается дважды</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>сохранённый список раздач с подсказками имеет неверный формат</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>дата в сохранении ({date}) не является датой</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>не удаётся записать {name}: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>«{name}» — сохранённая игра, которую не удалось ни прочитать, ни переместить; она оставлена как есть, и эта игра не будет сохраняться поверх неё, пока её не переместят или не переименуют</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>непредвиденная ошибка при чтении ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>файл не удаётся прочитать ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>файл слишком велик для сохранения</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; его не удалось переместить, поэтому он остаётся под именем «{name}», и эта игра не будет сохраняться поверх него</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · правила «{rules}»</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Бонус за линию</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Бонус за партию</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Всухую</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Бонус за линию (боксы) каждого игрока: столько-то очков за каждую выигранную раздачу</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Бонус за партию — игроку, набравшему целевой счёт</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Дополнительные очки, если проигравший не выиграл ни одной раздачи (счёт победителя удваивается)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Итог каждой партии: очки за раздачи, а после её окончания — плюс бонусы</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Итог победителя минус итог проигравшего</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Андеркат</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Джин</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Большой джин</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Пустая раздача</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>стук</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>андеркат</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>джин</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>большой джин</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>пустая раздача</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Ваш текущий итог в партии {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>{name}: текущий итог в партии {game}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Партия {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>Раздача {hand} не засчитана в партии {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Партия {game}: {name} +{points}, всего {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Итог каждой партии: очки за раздачи, а после её окончания — плюс бонусы. Матч: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Раздача {hand}, сдавали вы</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Раздача {hand}, сдающий: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: пустая раздача, очков никто не получил</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: вам {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} — {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; мёртвые карты: у вас (вы стучали) — {knocker_deadwood}, у соперника ({defender}) — {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; мёртвые карты: у постучавшего ({knocker}) — {knocker_deadwood}, у вас — {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; мёртвые карты: у постучавшего ({knocker}) — {knocker_deadwood}, у соперника ({defender}) — {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Жадно собирает комбинации, стучит поздно и иногда упускает полезную открытую карту.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Берёт открытую карту, только чтобы составить комбинацию, следит, чтобы мёртвых карт было мало, и стучит при первой возможности.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Вдобавок сбрасывает осторожно, следит за вышедшими из игры картами и выбирает момент для стука с оглядкой на андеркат.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Вдобавок угадывает вашу руку по взятым вами картам и оценивает каждый добор по комбинациям, которые он может дать.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Перед каждым ходом просчитывает возможные расклады: самый сильный и самый медленный.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} — не текст</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} длиннее любой такой настройки</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>в сохранённом тексте есть недопустимые символы</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} — не целое число</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} — не true и не false</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} — не одно из значений off, fast, normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>язык системы</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>правила «{name}»</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} — непригодное значение</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>сохранённые изменения правил вложены слишком глубоко</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; используются правила «{preset}» без изменений</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} — не готовый набор правил</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>сохранённое значение не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; используется значение {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} — не уровень от 1 до 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} — не набор правил</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} — не высота от {low} до {high} пикселей</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} — не громкость от {low} до {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} — не одно из значений: {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} — не цвет в формате #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} — не скорость анимации</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} — не язык, на котором говорит игра</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Свои</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Ваш собственный набор настроек ниже.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Недопустимые правила: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Язык системы ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>Высота карты на столе при исходном размере окна, в пикселях; в окне побольше карты растут вместе со столом — вплоть до этой высоты, умноженной на {scale}</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>Предлагать &amp;подсказки ({key}) и называть лучший сброс</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>Кнопка «Подсказка» ({key}) показывает лучший ход и объясняет его; панель называет лучший сброс (раздача, сыгранная с подсказкой, считается сыгранной с помощью)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Разрешить &amp;отмену ошибочного хода ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} отменяет ваш последний ход, если это не открывает вам ничего нового (раздача, сыгранная с отменой, считается сыгранной с помощью)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>Язык игры; меняется сразу, без перезапуска</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Сложность компьютера:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Насколько хорошо играет компьютер</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Если ваш ход был заметно слабее лучшего, в журнале ходов появится короткая заметка: какой ход был лучше и почему</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>Об&amp;учение: сообщать, когда мой ход был заметно слабее</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>В первых трёх раздачах матча строка на столе подсказывает, что можно сделать сейчас и как; после вашего первого матча она отключается сама</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Показывать на столе со&amp;веты в первых раздачах матча</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Звуки сдачи, взятия и сброса карт, стука, джина, подкладывания, а также выигрыша или проигрыша каждой раздачи и матча</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Воспроизводить &amp;звуки</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Громкость звуков игры; они никогда не бывают громче системной громкости</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Выберите готовый набор, чтобы заполнить все правила ниже</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Стук и ход игры</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Предел стука:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Наибольшая сумма мёртвых карт, с которой можно постучать (0 — только джин)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (только джин)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Оклахома: достоинство первой открытой карты — предел стука в этой раздаче (картинки — 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Оклахома: первая открытая карта задаёт предел</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Оклахома: при открытом тузе можно только объявить джин, если эта настройка не разрешает стук с 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Оклахома: &amp;туз разрешает стук с 1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Оклахома: пика в качестве первой открытой карты удваивает очки раздачи</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Оклахома: открытая пика &amp;удваивает раздачу</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Защищающийся может подкладывать карты к комбинациям постучавшего</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>Подкладывание &amp;разрешено</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Комбинациями считаются только последовательности; группы карт одного достоинства не считаются</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>Только последовательности (&amp;без сетов)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Карту, только что взятую из сброса, можно сразу сбросить обратно</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Можно сбросить только что взятую &amp;карту</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>&amp;Следующий сдающий:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Кто сдаёт следующую раздачу (после пустой раздачи сдаёт тот же игрок)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Когда в колоде остаются две карты (стена), следующий игрок ещё может взять последний сброс, но только для того, чтобы с ним постучать (правило «50-й карты»)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>У стены можно взять последний сброс, &amp;чтобы постучать</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Пустая раздача после взятий из сброса:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Раздача, в которой из сброса взято столько карт, заканчивается без очков после следующего сброса (это прекращает бесконечный обмен сбросами)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Бонус за &amp;джин:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Прибавляется к мёртвым картам защищающегося, когда игрок объявляет джин</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Большой джин: все 11 карт собраны в комбинации сразу после взятия карты; объявляется без сброса</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>Бонус &amp;за большой джин:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Прибавляется к мёртвым картам защищающегося при большом джине</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Бонус за &amp;андеркат:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Прибавляется к разнице, когда у защищающегося андеркат</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Если мёртвые карты защищающегося равны мёртвым картам постучавшего, это андеркат</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>Ничья — &amp;это андеркат</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Бонус за &amp;линию (боксы):</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Начисляется в конце партии за каждую раздачу, выигранную игроком</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Бонус за &amp;партию:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Прибавляется к счёту победителя в конце партии</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Целевой счёт:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Первый, кто наберёт столько очков, выигрывает партию</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Если проигравший не выиграл ни одной раздачи, очки победителя за раздачи и бонус за партию удваиваются</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Победа всухую удваивает &amp;очки победителя</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Победа всухую удваивает весь итог победителя, включая бонусы за линию</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Победа всухую удваивает &amp;всё</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Голливудский счёт: одновременно ведутся три партии (столбца), каждая до целевого счёта</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Голливуд: три партии сразу</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Размер карт:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>Высота карты на столе, в пикселях</translation>
    </message>
    <message>
        <source> px</source>
        <translation> пкс</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Свой цвет для каждой масти</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Четырёхцветная колода (трефы зелёные, бубны синие)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Ру&amp;башка:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>Рисунок на рубашке карт</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Цвет стола:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Выберите цвет сукна на столе</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Скорость &amp;анимации:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>Как быстро карты движутся по столу</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Когда ваш ход, колода и стопка, из которых можно взять карту, или ваша рука, когда нужно сбросить, мягко подсвечиваются</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Показывать, &amp;где ходить в свой ход</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Простой, почти чёрный стол вместо цветного сукна, карты с чёрной обводкой, толстая жёлтая рамка вокруг выбранной карты и мест для хода, белые подписи и чёрно-белая панель</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>&amp;Контрастный стол</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>Размер карт, колода, рубашка, цвет стола и скорость анимации меняются со следующей раздачи; подсветка хода и контрастный режим — сразу.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>размер файла ({size} байт) намного больше, чем у любого файла настроек</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>в нём есть значение, которое эта программа никогда не записывает ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Не удалось прочитать ваши настройки ({problem}); в этом сеансе используются значения по умолчанию, а файл настроек оставлен как есть.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Не удалось прочитать ваши настройки ({problem}); используются значения по умолчанию. Файл сохранён как «{kept}».</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Счёт, ход и раздача</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Номер раздачи и сдающий</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Компьютерный соперник</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Отпечаток раздачи</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Чей ход</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Что делать</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Проблема с компьютерным игроком</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Сумма мёртвых карт</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Примечание о мёртвых картах</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Комбинации в вашей руке</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Подсказка тренера</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Ходы этой раздачи</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Известные карты в руке компьютера</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Известные карты в руке игрока {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 секретного зерна, с которого начнётся следующий матч: {sha}
Каждая колода получается из него и вашей фразы; как это проверить — в меню Игра ▸ Честная раздача…</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 текущего секретного зерна: {sha}
Этот матч нельзя проверить: в его сохранении было зерно раздачи, которое программа не может признать своим, поэтому карты могли быть подобраны; подробнее — в меню Игра ▸ Честная раздача…</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 текущего секретного зерна: {sha}
Каждая колода получается из него и вашей фразы; как это проверить — в меню Игра ▸ Честная раздача…</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Отпечаток раздачи, матч нельзя проверить</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Игра «Джин рамми», похоже, уже открыта, но не отвечает.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Игра «Джин рамми», похоже, открыта на другом компьютере — «{host}» (процесс {pid}), — который использует ту же папку данных.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Похоже, игра «Джин рамми» была открыта как процесс {pid}, который на этом компьютере больше не работает: после него осталась блокировка.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Игра «Джин рамми», похоже, уже открыта на этом компьютере как процесс {pid}, но не отвечает.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Джин рамми</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Открывайте её здесь, только если там она не открыта: две копии, играющие одновременно, затирают сохранённую игру друг друга.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Всё равно открыть</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
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
        <translation>файл не прошёл проверку целостности ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Часть статистики, ожидавшей записи, не удалось прочитать. Она сохранена как «{name}»; остальное будет записано как обычно.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>файл создан более новой версией игры (схема {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>версия схемы файла ({version}) не поддерживается этой игрой</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>файл не является файлом статистики этой игры</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>таблица {table} в файле не такая, какую записывает эта игра</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>На этот раз не удалось проверить файл статистики на повреждения (система отказалась запустить ещё одну задачу); раздачи по-прежнему записываются.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, и его не удалось переместить</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>файл не удаётся открыть ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>не удаётся создать папку {folder} ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>не удалось начать новый файл</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>мешает папка с именем {name}</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>в файл не удаётся записать ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Не удалось прочитать файл статистики ({problem}). Он сохранён как «{name}», а статистика начата заново.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Статистику не удаётся сохранить: {problem}. Статистика этого сеанса хранится до выхода из игры.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Файл статистики занят другой программой; раздача будет записана, как только он освободится.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>файл повреждён ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>файл повреждён, и его не удалось переместить</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Ваша статистика</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Выиграно матчей</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Выиграно раздач</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Серия побед</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Очков за раздачу</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Доля джинов</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Доля андеркатов</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Мёртвые карты при стуке</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Сыграно матчей</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Везение</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Оценка игры</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>ДИНАМИКА РЕЗУЛЬТАТОВ</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Завершите матч, чтобы увидеть, как меняются ваши результаты.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} из {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n раздача</numerusform>
            <numerusform>{level}
%n раздачи</numerusform>
            <numerusform>{level}
%n раздач</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Раздач против всех уровней пока не записано: сыграйте одну, и она сразу появится здесь.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Раздач против уровня «{level}» пока не записано: сыграйте одну, и она сразу появится здесь.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Против всех уровней с {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Против уровня «{level}» с {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>сыгран %n матч</numerusform>
            <numerusform>сыграно %n матча</numerusform>
            <numerusform>сыграно %n матчей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n раздача учтена отдельно</numerusform>
            <numerusform>%n раздачи учтены отдельно</numerusform>
            <numerusform>%n раздач учтено отдельно</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Файл статистики недоступен для записи: раздачи этого сеанса хранятся до выхода из игры.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n запись ждёт, пока файл освободится.</numerusform>
            <numerusform>%n записи ждут, пока файл освободится.</numerusform>
            <numerusform>%n записей ждут, пока файл освободится.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Брошенные матчи считаются сыгранными, но не выигранными. Матч засчитывается уровню, только если все его раздачи сыграны на этом уровне.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Итоговая разница (очки)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Сбросить статистику?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Забыть все записанные раздачи и матчи против всех уровней? Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Не удалось сбросить статистику (файл занят); попробуйте чуть позже.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>рекорд: %n матч</numerusform>
            <numerusform>рекорд: %n матча</numerusform>
            <numerusform>рекорд: %n матчей</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>ваши очки минус очки компьютера</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>от числа раздач: у вас %n джин (считая большой джин)</numerusform>
            <numerusform>от числа раздач: у вас %n джина (считая большой джин)</numerusform>
            <numerusform>от числа раздач: у вас %n джинов (считая большой джин)</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>в среднем, когда вы стучите</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>ещё нет завершённых матчей</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} из %n матча</numerusform>
            <numerusform>{won} из %n матчей</numerusform>
            <numerusform>{won} из %n матчей</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>ещё нет сыгранных раздач</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>из %n раздачи · {rate}</numerusform>
            <numerusform>из %n раздач · {rate}</numerusform>
            <numerusform>из %n раздач · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>ваших стуков закончились андеркатом · ваших андеркатов: {count}</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>вы ещё не стучали · ваших андеркатов: {count}</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>выиграно: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>проиграно: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>брошено: {count}</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>вничью: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Учтены отдельно и не входят в эти цифры: %n завершённый матч, а также раздачи, сданные через «Сыграть эту раздачу снова» ({replayed}), сыгранные после возврата к более раннему сохранению ({back}) или из матчей, за раздачи которых нельзя поручиться ({unverifiable}).</numerusform>
            <numerusform>Учтены отдельно и не входят в эти цифры: %n завершённых матча, а также раздачи, сданные через «Сыграть эту раздачу снова» ({replayed}), сыгранные после возврата к более раннему сохранению ({back}) или из матчей, за раздачи которых нельзя поручиться ({unverifiable}).</numerusform>
            <numerusform>Учтены отдельно и не входят в эти цифры: %n завершённых матчей, а также раздачи, сданные через «Сыграть эту раздачу снова» ({replayed}), сыгранные после возврата к более раннему сохранению ({back}) или из матчей, за раздачи которых нельзя поручиться ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Матчи с друзьями (победы–поражения): {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Последние {shown} из %n матча · {first} – {last}</numerusform>
            <numerusform>Последние {shown} из %n матчей · {first} – {last}</numerusform>
            <numerusform>Последние {shown} из %n матчей · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n матч · {first} – {last}</numerusform>
            <numerusform>%n матча · {first} – {last}</numerusform>
            <numerusform>%n матчей · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Брошен или ничья</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Доля побед нарастающим итогом</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>ещё нет завершённых матчей для измерения</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>ещё не измерено ни в одном из %n матча</numerusform>
            <numerusform>ещё не измерено ни в одном из %n матчей</numerusform>
            <numerusform>ещё не измерено ни в одном из %n матчей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} с поправкой на везение, {actual} фактически · по {measured} из %n матча</numerusform>
            <numerusform>{adjusted} с поправкой на везение, {actual} фактически · по {measured} из %n матчей</numerusform>
            <numerusform>{adjusted} с поправкой на везение, {actual} фактически · по {measured} из %n матчей</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>Везение измеряется при разборе матча или кнопкой ниже.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Ваше везение в очках за раздачи: сколько сданные и взятые карты дали вам сверх среднего. Везение компьютера в тех же матчах: {theirs}. Результат с поправкой на везение вычитает ваше везение и возвращает везение компьютера.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>ещё нет матчей с полным разбором</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>в последнем матче: потери {rate} очка на решение</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Проведите полный разбор матча, чтобы получить оценку по шкале уровней.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Потери очков на решение в %n матче с полным разбором: {rates}. Чем меньше, тем сильнее игра.</numerusform>
            <numerusform>Потери очков на решение в каждом из %n последних матчей с полным разбором, от самого раннего: {rates}. Чем меньше, тем сильнее игра.</numerusform>
            <numerusform>Потери очков на решение в каждом из %n последних матчей с полным разбором, от самого раннего: {rates}. Чем меньше, тем сильнее игра.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Измерить везение во всех матчах</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Измеряет везение в каждом завершённом матче, у которого ещё нет разбора, один за другим, пока вы продолжаете играть.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>Измерено {done} из %n матча…</numerusform>
            <numerusform>Измерено {done} из %n матчей…</numerusform>
            <numerusform>Измерено {done} из %n матчей…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>Везение во всех завершённых матчах уже измерено.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Везение измерено в %n матче.</numerusform>
            <numerusform>Везение измерено в %n матчах.</numerusform>
            <numerusform>Везение измерено в %n матчах.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>Не удалось измерить везение в %n матче.</numerusform>
            <numerusform>Не удалось измерить везение в %n матчах.</numerusform>
            <numerusform>Не удалось измерить везение в %n матчах.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Постучать этой картой</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Ваша рука, %n карта</numerusform>
            <numerusform>Ваша рука, %n карты</numerusform>
            <numerusform>Ваша рука, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Рука компьютера, %n карта</numerusform>
            <numerusform>Рука компьютера, %n карты</numerusform>
            <numerusform>Рука компьютера, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Рука игрока {friend}, %n карта</numerusform>
            <numerusform>Рука игрока {friend}, %n карты</numerusform>
            <numerusform>Рука игрока {friend}, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Колода, %n карта</numerusform>
            <numerusform>Колода, %n карты</numerusform>
            <numerusform>Колода, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Сброс, пусто</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Сброс, сверху {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Ваши выложенные карты</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Выложенные карты компьютера</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Выложенные карты игрока {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Зона стука: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Зона стука: сброс постучавшего, рубашкой вверх</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Взять верхнюю карту</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Нажмите «{label}» ({key}), чтобы сдать снова.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Начните новую партию ({key}) или проведите разбор матча ({review}).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>Рука компьютера вверху, колода, сброс и зона стука посередине, ваша рука внизу. Клавиши со стрелками выбирают карту.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Партия ещё не начата.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Подождите, пока карты лягут на место.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Сейчас так нельзя.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Сначала выберите карту: щёлкните по ней или воспользуйтесь клавишами со стрелками.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Сумма мёртвых карт слишком велика, чтобы постучать.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>После сброса этой карты сумма мёртвых карт будет слишком велика, чтобы постучать.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Джина пока нет.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Раздача ещё не окончена.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>Подсказки выключены: включите их в окне Настройки ▸ Игра.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Подсказка доступна только в ваш ход.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Карты ещё сдаются.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Подсказка готовится.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Сначала возьмите открытую карту ({take_key}) или спасуйте ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Сначала возьмите карту.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Карта взята: теперь сбросьте карту (или постучите).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Сначала завершите вскрытие ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>От открытой карты отказались: возьмите карту из колоды ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Только что взятую карту ({card}) нельзя сразу сбросить.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>Компьютер отказывается от открытой карты.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>В колоде две карты: последний сброс можно взять, только чтобы постучать.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>ваши комбинации в том виде, как вы их разложили</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>лучшие комбинации (с вашими мёртвые карты были бы {deadwood})</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Выбрана карта {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Жеребьёвка: у вас {mine}, у компьютера — {theirs}; сдаёте вы.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Жеребьёвка: у вас {mine}, у компьютера — {theirs}; сдаёт компьютер.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Раздача {number}: сдавали вы.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Раздача {number}: сдавал компьютер.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>Компьютер сбрасывает: {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>Компьютер объявляет большой джин!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>Компьютер объявляет джин!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Компьютер постучал (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Вы объявляете большой джин и выкладываете {melds}!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>Сейчас ход игрока {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} отказывается от открытой карты.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Жеребьёвка: у вас {mine}, у игрока {friend} — {theirs}; сдаёте вы.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Жеребьёвка: у вас {mine}, у игрока {friend} — {theirs}; сдаёт {friend}.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Раздача {number}: сдаёт {friend}.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} сбрасывает: {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Вы объявляете джин и выкладываете {melds}!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Вы постучали (мёртвые карты: {deadwood}) и выложили {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Вы объявляете большой джин!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Вы объявляете джин!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Вы постучали (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} объявляет большой джин!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} объявляет джин!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>Игрок {friend} постучал (мёртвые карты: {deadwood}).</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Вы подкладываете: {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>Компьютер подкладывает: {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} подкладывает: {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Колода · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Только джин</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Стук · {limit} и меньше</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>только джин: в этой раздаче стучать нельзя</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>стук при сумме мёртвых карт {limit} и меньше</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>В комбинации {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>В группе, которая ещё не стала комбинацией.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Мёртвая карта.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} В этот ход её сбрасывать нельзя.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>Компьютер берёт карту из колоды.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} берёт карту из колоды.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>Компьютер берёт из сброса: {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} берёт из сброса: {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Совет: возьмите открытую карту, если она подходит к вашей руке ({take}), иначе спасуйте ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Совет: перетащите верхнюю карту колоды в руку или нажмите {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Совет: перетащите в руку верхнюю карту колоды или сброса либо нажмите {draw} или {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Совет: все карты в комбинациях — нажмите {gin}, чтобы объявить джин!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Совет: мёртвых карт так мало, что можно постучать: положите карту в зону стука или нажмите {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Совет: оставляйте карты, из которых складываются сеты и последовательности; ту, что нужна меньше всего, перетащите в сброс.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Совет: когда вы нажмёте {lay_off}, ваши свободные карты, подходящие к комбинациям компьютера, будут подложены.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Совет: когда вы нажмёте {lay_off}, ваши свободные карты, подходящие к комбинациям игрока {friend}, будут подложены.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Вы берёте из колоды: {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Вы берёте из сброса: {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Вы сбрасываете: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Ваша рука, %n карта.</numerusform>
            <numerusform>Ваша рука, %n карты.</numerusform>
            <numerusform>Ваша рука, %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Комбинация {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Ещё не комбинация: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Мёртвые карты: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Сумма ваших мёртвых карт — %n очко.</numerusform>
            <numerusform>Сумма ваших мёртвых карт — %n очка.</numerusform>
            <numerusform>Сумма ваших мёртвых карт — %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Ваши выложенные карты.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Выложенные карты компьютера.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Выложенные карты игрока {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>У вас нет карт.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>В колоде %n карта.</numerusform>
            <numerusform>В колоде %n карты.</numerusform>
            <numerusform>В колоде %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>Верхняя карта сброса пока лежит рубашкой вверх.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Сброс пуст.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Верхняя карта сброса — {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>В зоне стука лежит сброс постучавшего, рубашкой вверх.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Зона стука: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>У компьютера %n карта.</numerusform>
            <numerusform>У компьютера %n карты.</numerusform>
            <numerusform>У компьютера %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>У игрока {friend} %n карта.</numerusform>
            <numerusform>У игрока {friend} %n карты.</numerusform>
            <numerusform>У игрока {friend} %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Вы знаете, что у компьютера есть {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Вы знаете, что у игрока {friend} есть {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Уровень компьютера: {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Вы играете с другом: {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>На этот раз подсказки нет.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Пока нечего повторить.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>Отмена выключена: включите её в окне Настройки ▸ Игра.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>В этой раздаче вам пока нечего отменять.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>После вашего последнего хода компьютер уже сходил.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>Раздача уже подсчитана: её карты были открыты.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>взятие карты из сброса</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>сброс карты {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Карту, взятую из колоды, вернуть нельзя: это раскрыло бы порядок карт в колоде.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Стук отменить нельзя.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Отказ от открытой карты отменить нельзя.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Этот ход отменить нельзя.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Матч с другом</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Ваш матч с игроком {friend} не окончен. Продолжить его сейчас? Обе программы должны быть запущены: эта будет ждать, пока {friend} подключится.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>выигран</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>проигран</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>брошен</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Не удаётся открыть: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Не удаётся прочитать файл: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Не удалось прочитать файл ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Файл слишком велик для матча (%Ln байт).</numerusform>
            <numerusform>Файл слишком велик для матча (%Ln байта).</numerusform>
            <numerusform>Файл слишком велик для матча (%Ln байт).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Файл: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Эта программа не может прочитать такой матч: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Файл имеет неверный формат ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>Запись матча с другом некорректна: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>Запись матча некорректна: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>Запись матча имеет неверный формат ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>раздача {number} ({match})</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>У этого матча нет записи для просмотра.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>Запись этого матча слишком велика.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>уровень {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Вы {you} – Компьютер {computer} · %n раздача</numerusform>
            <numerusform>{when} · {level} · {result} · Вы {you} – Компьютер {computer} · %n раздачи</numerusform>
            <numerusform>{when} · {level} · {result} · Вы {you} – Компьютер {computer} · %n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · против игрока {friend} · {result} · Вы {you} – {friend} {theirs} · %n раздача</numerusform>
            <numerusform>{when} · против игрока {friend} · {result} · Вы {you} – {friend} {theirs} · %n раздачи</numerusform>
            <numerusform>{when} · против игрока {friend} · {result} · Вы {you} – {friend} {theirs} · %n раздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Джин рамми</translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation>Джин рамми: непредвиденная ошибка</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Что-то пошло не так: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Не удаётся запустить «Джин рамми»: в этом сеансе память программы ограничена {limit} МБ адресного пространства (ulimit -v), а игре нужно не меньше {needed} МБ. Увеличьте лимит и запустите игру снова.</translation>
    </message>
</context>
</TS>
