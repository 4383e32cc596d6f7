<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Versão {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Software livre sob a GNU General Public License, versão 3 ou qualquer versão posterior ({expression}), sem nenhuma garantia.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;O jogo: GNU General Public License, versão 3 ou posterior&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} é software livre: você pode redistribuí-lo e/ou modificá-lo sob os termos da GNU General Public License, conforme publicada pela Free Software Foundation, na versão 3 da Licença ou (a seu critério) em qualquer versão posterior (SPDX: {expression}). Ele é distribuído na esperança de que seja útil, mas SEM NENHUMA GARANTIA; sem mesmo a garantia implícita de COMERCIABILIDADE ou ADEQUAÇÃO A UMA FINALIDADE ESPECÍFICA. O texto da licença: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Isso abrange o código do próprio programa, seus formulários e sua página de regras, {copyright}. O ícone do jogo é um desenho nosso, e os sons, síntese nossa (assets/sounds/PROVENANCE.md); ambos foram dedicados ao domínio público sob a CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arte das cartas: CC0 1.0 (domínio público)&lt;/h3&gt;&lt;p&gt;As faces das cartas são de Adrian Kennard e foram dedicadas ao domínio público sob a Creative Commons CC0 1.0 Universal. Nossos versos de carta e as alterações que fizemos nas faces também foram dedicados ao domínio público sob a CC0. De onde vem a arte e o que alteramos: {provenance}; o texto da licença: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt e Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Este jogo foi feito com o Qt {qt} e o Qt for Python (PySide6 {pyside}), usados sob a GNU Lesser General Public License versão 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). A LGPL permite que você substitua as bibliotecas Qt e PySide6 que acompanham o jogo por compilações próprias delas. O código-fonte está disponível em &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; e &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt é uma marca registrada da The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Os textos das licenças&lt;/h3&gt;&lt;p&gt;Um jogo instalado traz todos os textos de licença e avisos (os nossos, os da arte das cartas, do Qt, do Python e do PyInstaller) na pasta {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Sobre o Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Sobre o Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Gin Rummy contra o computador, com cinco níveis de dificuldade e as regras de todas as escolas mais comuns.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Resto {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Resto de %n ponto</numerusform>
            <numerusform>Resto de %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Sequência + encaixes: {count}</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Trinca + encaixes: {count}</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Trinca</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Sequência, com %n carta encaixada</numerusform>
            <numerusform>Sequência, com %n cartas encaixadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Trinca, com %n carta encaixada</numerusform>
            <numerusform>Trinca, com %n cartas encaixadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta fechada</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>{before} para {after}</translation>
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
        <translation>Descarta {card} (resto {deadwood}), embora estivesse a uma carta de formar uma combinação</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Descarta {card} (resto {deadwood}), embora estivesse a uma carta de formar %n combinação</numerusform>
            <numerusform>Descarta {card} (resto {deadwood}), embora estivesse a uma carta de formar %n combinações</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>bater agora com {deadwood} de resto reduziria sua chance de vencer o jogo (a batida sofreu corte em {percent} das simulações)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>bater agora com {deadwood} de resto provavelmente levaria um corte: foi o que aconteceu em {percent} das simulações, com cerca de %n ponto a menos por mão</numerusform>
            <numerusform>bater agora com {deadwood} de resto provavelmente levaria um corte: foi o que aconteceu em {percent} das simulações, com cerca de %n pontos a menos por mão</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>nas simulações, bater agora com {deadwood} de resto rendeu cerca de %n ponto por mão a menos do que continuar jogando (com corte em {percent} delas)</numerusform>
            <numerusform>nas simulações, bater agora com {deadwood} de resto rendeu cerca de %n pontos por mão a menos do que continuar jogando (com corte em {percent} delas)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>em vez de {card}, que deixa o menor resto ({deadwood}), mas combina com a carta {picked} que seu oponente pegou: isso reduziria sua chance de vencer o jogo</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>em vez de {card}, que deixa o menor resto ({deadwood}): isso reduziria sua chance de vencer o jogo</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>em vez de {card}, que deixa o menor resto ({deadwood}), mas combina com a carta {picked} que seu oponente pegou: nas simulações, isso rendeu cerca de %n ponto a menos por mão</numerusform>
            <numerusform>em vez de {card}, que deixa o menor resto ({deadwood}), mas combina com a carta {picked} que seu oponente pegou: nas simulações, isso rendeu cerca de %n pontos a menos por mão</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>em vez de {card}, que deixa o menor resto ({deadwood}): nas simulações, isso rendeu cerca de %n ponto a menos por mão</numerusform>
            <numerusform>em vez de {card}, que deixa o menor resto ({deadwood}): nas simulações, isso rendeu cerca de %n pontos a menos por mão</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>mantém {card}, que está a uma carta de formar uma combinação</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>mantém {card}, que está a uma carta de formar %n combinação</numerusform>
            <numerusform>mantém {card}, que está a uma carta de formar %n combinações</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>a carta {card} parece segura: seu oponente descartou {threw} e dispensou {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>a carta {card} parece segura: seu oponente descartou {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>a carta {card} parece segura: seu oponente dispensou {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Dispensa a carta virada</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Dispensa {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin descartando {card}: bônus de {bonus} pontos e nenhum encaixe</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Bate com {deadwood} de resto, descartando {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>a batida sofreu corte em {percent} das simulações</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Descarta {card}, desfazendo sua combinação {meld} (resto {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Descarta {card} (resto {deadwood}): não estava perto de formar uma combinação</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>arriscado: seu oponente pegou {picked}, que combina com esta carta</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>a carta {card} é segura: seu oponente não pode mais usá-la numa combinação</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>ganhou {percent} das mãos simuladas</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Pega {card}: completa a combinação {meld}, resto {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Pega {card}: resto {before} → {after}, mas revela o que você está juntando</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>A carta {card} não diminui seu resto e mostra ao oponente o que você quer</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Compra às cegas, deixando {card} (com ela, o resto iria de {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Compra do monte: a carta {card} não ajuda você</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>A única jogada: encaixa {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>seu oponente marca {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Compra do monte</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Passa: a mão termina no muro, sem pontuação</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Big gin: as onze cartas formam combinações, o maior bônus que existe</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>A única jogada</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>A única jogada: os dois jogadores dispensaram a primeira carta virada</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Baixe suas combinações e encaixe o que puder</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>A única jogada: não há nada para encaixar</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>você corta a batida</translation>
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
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Bater ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Descartar a carta {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Bater, descartando {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Contar os pontos</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Encaixar</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Contra gin não há encaixe: contar os pontos ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Encaixar e contar os pontos ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Mostrar a melhor jogada e o porquê ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Desfazer {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Desfazer {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Pegar a virada</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Pegar a carta virada</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Dispensar a carta virada</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Pegar do descarte</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Pegar a carta do topo da pilha de descarte</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Passar no muro</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Descartar a carta selecionada</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Bater gin</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Encaixar e contar os pontos</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Dar as cartas da próxima mão</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar um novo jogo</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Revisar a partida</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Revisar suas decisões e sua sorte nesta partida</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Re&amp;visar esta partida…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por naipe</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Arrumar combinações</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Selecionar à esquerda</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Selecionar a carta à esquerda</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Selecionar à direita</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Selecionar a carta à direita</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Mover para a esquerda</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Mover a carta selecionada para a esquerda</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Mover para a direita</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Mover a carta selecionada para a direita</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Limpar seleção</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Limpar a seleção</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Levar o leitor de tela ao lugar de cima: as pilhas, as cartas do computador, as cartas baixadas (← → percorrem uma fileira de cartas baixadas)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Levar o leitor de tela ao lugar de baixo, até a sua mão</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Ler suas cartas</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Ler suas cartas: as combinações, as cartas soltas e quanto somam (na apuração, suas cartas baixadas)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Ler a mesa</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Ler a mesa: o monte, a pilha de descarte, as cartas conhecidas do computador (na apuração, as cartas que ele baixou)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Ler o placar</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Repetir a última mensagem</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Desfazer sua última jogada</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Toda jogada pode ser feita pelo teclado; as setas selecionam e movem as cartas da sua mão.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>cartas de uma partida anterior, e não da semente desta partida</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>uma semente perdida mantém sua impressão digital e não é revelada</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>uma semente de distribuição tem %n byte</numerusform>
            <numerusform>uma semente de distribuição tem %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>a primeira distribuição de uma semente é um número inteiro a partir de 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>a primeira semente de uma partida começa no corte do baralho (distribuição 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>as sementes de uma partida devem começar em distribuições crescentes já feitas</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>as frases de uma partida são texto</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>a semente da próxima partida tem %n byte</numerusform>
            <numerusform>a semente da próxima partida tem %n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Antes de cada partida, o programa sorteia uma semente secreta a partir da aleatoriedade do seu computador e mostra na mesa a sua &lt;b&gt;impressão digital&lt;/b&gt; (o SHA-256 dela). Cada baralho é calculado a partir dessa semente, da &lt;b&gt;sua frase&lt;/b&gt; e do número da mão. A semente é fixada antes de sua frase ser conhecida, então o programa não tem como escolher cartas que o favoreçam; e sua frase é fixada na primeira distribuição da semente, antes que ela seja salva, então ninguém pode escolher uma frase que combine com uma semente. Por isso, uma frase nova vale a partir da próxima semente: a da próxima partida, ou a das distribuições depois que você revelar a semente. Quando a partida termina, a semente é revelada e qualquer pessoa pode recalcular cada baralho, com o botão Verificar ou com o &lt;code&gt;tools/verify_deal.py&lt;/code&gt; do código-fonte do jogo, que só precisa do Python.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Esta partida não pode ser verificada: uma semente de distribuição do seu arquivo salvo não é uma que este programa possa garantir que sorteou (foi escrita à mão, por uma versão anterior ou em outro computador) ou não pôde ser lida de volta; assim, as cartas podem ter sido escolhidas, seja qual for o resultado desta verificação.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>o corte do baralho</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>a distribuição da mão {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Divergência: as cartas de {deals} não são as que a semente e a frase geram.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>O corte do baralho e a primeira distribuição foram repetidos de uma partida anterior, e não gerados pela semente desta partida.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n distribuição não pode ser verificada: a semente dela não pôde ser lida de volta quando a partida foi retomada.</numerusform>
            <numerusform>%n distribuições não podem ser verificadas: a semente delas não pôde ser lida de volta quando a partida foi retomada.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>A semente revelada ainda não distribuiu nenhuma carta: não há nada dela para verificar.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Ainda não há nada para verificar: a semente é revelada quando a partida termina ou quando você a revela.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>%n distribuição verificada: as cartas conferem com a semente e a frase.</numerusform>
            <numerusform>%n distribuições verificadas: as cartas conferem com as sementes e as frases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>Mais %n distribuição poderá ser verificada quando a semente dela for revelada.</numerusform>
            <numerusform>Mais %n distribuições poderão ser verificadas quando a semente delas for revelada.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Distribuição justa</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Sementes e frases desta partida</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Resultado da verificação</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Sua frase:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Sua frase, misturada às próximas distribuições</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Usar esta frase</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Revelar a semente agora…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Exportar para verificação…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Uma frase precisa de pelo menos um caractere.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>A frase está em uso, mas não pôde ser salva para a próxima vez que o jogo for aberto.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Sua frase foi aceita: ela vale a partir da próxima semente (a da próxima partida, ou a das distribuições depois de uma revelação). A semente em uso mantém a frase da sua primeira distribuição.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Sua frase foi aceita: ela será misturada à próxima distribuição.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>A semente em uso ainda não distribuiu nada: não há o que revelar.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Revelar agora a semente secreta? Depois disso ela não distribui mais: uma nova semente, com a impressão digital mostrada na hora, fará as próximas distribuições.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Exportar a partida para verificação</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partida (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Não foi possível exportar a partida: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Exportada para {name}. Verifique com: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>perdida: não pôde ser lida de volta, então suas distribuições não podem ser verificadas</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>não sorteada por este programa, até onde ele sabe: não há como garantir suas distribuições</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>revelada: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>secreta; ela faz a próxima distribuição (se você sair antes dessa distribuição, uma nova semente com uma nova impressão digital será sorteada na próxima vez que o jogo for aberto)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>secreta até o fim da partida</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Semente {number}&lt;/b&gt; (a partir da distribuição {deal})&lt;br&gt;impressão digital &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A próxima partida&lt;/b&gt; começará pela semente com a impressão digital&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (anote-a e depois escolha sua frase). Ela vale enquanto o programa estiver em execução: uma semente que ainda não distribuiu nada nunca é salva; portanto, se você sair antes de a próxima partida começar, uma nova semente com uma nova impressão digital será sorteada na próxima vez que o jogo for aberto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Frases usadas</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>“{phrase}”</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Corte do baralho: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Distribuição {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} não é um arquivo</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} é um pipe nomeado, não um arquivo</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} é um socket, não um arquivo</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} é um dispositivo, não um arquivo</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} não é um arquivo comum</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Jogar com um amigo</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>O nome que seu amigo vê: de 1 a 40 caracteres</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Hospedar ou entrar</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Hospedar uma partida</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Entrar numa partida</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>O jogo não conseguiu aguardar conexões de um amigo neste computador.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Aguardando um amigo…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Você parou de hospedar.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Um amigo está se conectando…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>O código de convite foi copiado: envie-o ao seu amigo. Aguardando um amigo…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>A partida de {name} está na sua rede.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando a {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Compare os números de verificação: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Aguardando {friend} aceitar suas regras:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} entrou na sua partida.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>Aguardando as regras de {friend}…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Você se conectou a {friend}.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>O programa do seu amigo enviou uma mensagem que não cabe aqui: a conexão foi encerrada.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>O programa do seu amigo enviou regras que este não consegue ler (pode ser outra versão do jogo): a conexão foi encerrada.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} propõe jogar com estas regras:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>As regras de {friend} chegaram. {rules} Aceite ou recuse.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>As regras que você propôs a {friend}:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} recusou suas regras. Hospede de novo, ou cancele e escolha outras regras nas configurações.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>O programa do seu amigo enviou uma resposta que este não consegue ler: a conexão foi encerrada.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Você recusou as regras de {friend}, e {friend} recebeu o aviso. Volte para entrar em outra partida, ou cancele.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>As regras foram acertadas: a partida vai começar.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>A conexão foi fechada antes que o programa do seu amigo cumprimentasse este.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} encerrou a conexão.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Chegou uma conexão que nunca cumprimentou como este jogo faz: ela foi encerrada.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Nenhuma resposta do programa do seu amigo. Verifique o endereço, se seu amigo está hospedando a partida e se o firewall do outro computador deixa o jogo passar.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Aguardando um amigo de novo…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Informe seu nome primeiro: de 1 a 40 caracteres, em uma só linha.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Digite o endereço e a porta do seu amigo, como em 192.168.1.20:50123, ou o código de convite.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Este código de convite foi digitado errado: confira com seu amigo, caractere por caractere.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Digite o endereço com a porta depois de dois-pontos, como em 192.168.1.20:50123, ou o código de convite.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>A porta é um número de 1 a 65535, depois dos dois-pontos: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Um endereço IPv6 vai entre colchetes, seguido de dois-pontos e da porta: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>“{address}” não é um endereço.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Hospede uma partida, e seu amigo entra nela pelo próprio computador. Nada fica escutando na rede até você começar a hospedar.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Começar a hospedar</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Aguardar seu amigo e mostrar sua partida aos computadores da sua rede</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Código de convite para o ende&amp;reço:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Endereço no código de convite</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Escolha um dos endereços deste computador, ou digite seu endereço público para um amigo que vai jogar pela internet</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>C&amp;opiar</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Copiar o código de convite</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>&amp;Parar de hospedar</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Seu amigo vai precisar aceitar suas regras, conforme suas configurações:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Um amigo na sua rede vê sua partida na lista dele, ou digita um dos endereços deste computador:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Este computador não tem endereço em nenhuma rede: um amigo só consegue chegar até ele pelo próprio nome deste computador, na porta {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Para um amigo jogar pela internet, seu roteador precisa redirecionar a porta {port} para este computador, e o código de convite precisa levar seu endereço público (o roteador mostra qual é: digite-o acima). O Windows ou o macOS podem perguntar se o jogo pode passar pelo firewall: permita, senão seu amigo não vai conseguir se conectar.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Código de convite: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Sem código de convite: digite acima um endereço IPv4 ou IPv6.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Partidas na sua rede:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Partidas na sua rede</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Enter entra na partida escolhida</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Nenhuma partida encontrada ainda. Peça ao seu amigo para hospedar uma, ou digite abaixo o endereço ou o código de convite.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Endereço ou código de &amp;convite:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Endereço ou código de convite</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 ou 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Conec&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>&amp;Aceitar as regras</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Recusar</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>Hospedar &amp;outra vez</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Voltar</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Encerrar esta conexão e entrar em outra partida</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Números de verificação: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Compare estes quatro números com {friend}, em voz alta ou por mensagem: as duas telas devem mostrar os mesmos. Se forem diferentes, alguém está entre vocês na rede: cancele e não jogue.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>A conexão falhou: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>O programa do seu amigo fala outra versão do protocolo do jogo, diferente deste (versão {ours}): vocês dois precisam da mesma versão.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>O programa do seu amigo fala a versão {theirs} do protocolo do jogo, este a versão {ours}: vocês dois precisam da mesma versão.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>O outro lado não é este jogo: a conexão foi encerrada.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>A conexão foi encerrada: o programa do seu amigo enviou uma mensagem maior do que qualquer mensagem do jogo.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>A conexão foi encerrada: o programa do seu amigo enviou algo que não é uma mensagem do jogo.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>A conexão foi encerrada: uma mensagem foi alterada no caminho ou não veio selada com a chave da sua conexão.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>A conexão foi encerrada: uma mensagem chegou de novo ou fora de ordem.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Não foi possível ler a partida salva contra um amigo ({reason}); ela foi guardada à parte como {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>O programa do seu amigo enviou um baralho com algo que não é uma carta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>O programa do seu amigo enviou um baralho que não tem 52 cartas diferentes.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>O programa do seu amigo enviou uma chave que não revela nenhuma carta.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>A mesma carta apareceu em duas posições do baralho.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>O programa do seu amigo revelou chaves diferentes das que prometeu antes da distribuição.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>O programa do seu amigo revelou chaves malformadas.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>O programa do seu amigo embaralhou de um jeito diferente do que as chaves dele dizem: uma carta foi trocada enquanto estava escondida.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>O programa do seu amigo escondeu as cartas de um jeito diferente do que as chaves dele dizem.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>O programa do seu amigo mostrou uma carta com uma chave que não tinha prometido.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>O programa do seu amigo fez uma jogada que as regras não permitem com as cartas que ele tem.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>O programa do seu amigo não mostrou as cartas que a própria jogada indica.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>O programa do seu amigo mostrou uma carta que não pode mostrar agora.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} A partida foi interrompida; o que foi enviado fica guardado como prova.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>O programa do seu amigo enviou uma mensagem fora da vez ou fora dos limites. A partida foi interrompida.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Seu amigo saiu: a conexão foi fechada antes do fim da partida.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>A conexão com {friend} caiu. A partida aguarda a reconexão por até %n minuto; enquanto isso, você pode continuar jogando.</numerusform>
            <numerusform>A conexão com {friend} caiu. A partida aguarda a reconexão por até %n minutos; enquanto isso, você pode continuar jogando.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>A conexão com {friend} voltou: a partida continua.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} não voltou em %n minuto: a partida acabou.</numerusform>
            <numerusform>{friend} não voltou em %n minutos: a partida acabou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>O programa de {friend} não revelou as chaves dele em até %n segundo depois da mão, então não é possível verificar a distribuição: {friend} perde a partida por W.O.</numerusform>
            <numerusform>O programa de {friend} não revelou as chaves dele em até %n segundos depois da mão, então não é possível verificar a distribuição: {friend} perde a partida por W.O.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>não foi possível consultar o computador ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>o computador não respondeu em %n segundo</numerusform>
            <numerusform>o computador não respondeu em %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>o computador escolheu uma jogada ilegal: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>a jogada do computador foi recusada ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>A janela e seus menus</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Alternar entre a mesa de jogo e os botões do painel</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Apertar o botão que está com o foco</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Com leitor de tela</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>A mesa é lida como uma lista de lugares: a mão do computador em cima; o monte, a pilha de descarte e a área de batida no meio; sua mão embaixo; e, na apuração, as cartas baixadas dos dois lados. &lt;i&gt;Sua mão&lt;/i&gt; lista suas cartas na ordem em que estão, cada uma com a sua combinação; uma carta oferece Selecionar, Descartar e Bater; o monte, Comprar; e a pilha de descarte, Pegar. ↑ e ↓ levam o leitor de tela de um lugar a outro, e ← e → percorrem uma fileira de cartas baixadas. C lê suas cartas com as combinações e o resto, T lê a mesa, W lê o placar e A repete a última mensagem.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Enquanto a mesa tem o foco do teclado, tudo é anunciado na hora em que acontece: as jogadas do computador, a carta que você compra, uma recusa e o motivo, a dica, uma batida e o resultado de cada mão. No Linux, o anúncio sai pela carta ou pelo lugar em que o leitor de tela está, que o Orca lê em voz alta (testado com o Orca 43 e 48); no Windows e no macOS, ele é enviado como anúncio do Qt, para o NVDA, o Narrador e o VoiceOver.</translation>
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
        <translation>Este computador não está em nenhuma rede local, então sua partida não pode ser mostrada lá. Seu amigo ainda pode entrar com o código de convite.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Sua partida não pode ser mostrada na rede local ({reason}). Seu amigo ainda pode entrar com o código de convite.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Não é possível procurar partidas na rede local ({reason}). Você ainda pode entrar na partida de um amigo com o código de convite.</translation>
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
        <translation>Status</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Jogo salvo ilegível</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Os jogos salvos ficam em {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Não foi possível salvar o jogo ({problem}); ele continua sem ser salvo.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Pensando numa dica…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Sem dica desta vez.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonar este jogo?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Computador · {level}  —  pensando…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computador · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · pessoa amiga  —  pensando…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · pessoa amiga</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Erro do computador: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>O jogador do computador falhou ({problem}); foi feita uma jogada simples.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Liga ou desliga os sons (o volume fica nas Configurações)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Nenhuma saída de áudio foi encontrada neste computador; por isso, o jogo fica sem som.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Folha de pontos</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Jogar com um amigo em outro computador</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Mostrar a folha de pontos</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Mostrar suas estatísticas</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;Histórico de mãos…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Rever as mãos terminadas</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>Distri&amp;buição justa…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Abrir as configurações</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Sair (a partida fica guardada para a próxima vez)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Mostrar as regras do jogo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>Jogar com um &amp;amigo…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Teclado…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;Sobre o Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>a memória do jogador do computador está inutilizável ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>não foi possível recolocá-lo na mesa ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>A semente secreta desta partida não pôde ser lida de volta; por isso, as distribuições feitas até aqui não podem mais ser verificadas. As próximas distribuições virão de uma nova semente.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Esta partida está marcada como não verificável: o arquivo salvo contém uma semente de distribuição que este programa não pode garantir que sorteou (escrita à mão, por uma versão anterior ou em outro computador) ou que não pôde ser lida de volta; assim, as cartas podem ter sido escolhidas. A partida continua, e suas mãos são contadas à parte nas estatísticas.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Este é um salvamento anterior desta partida: as estatísticas já tinham registrado mais %n mão dela. Esses resultados são mantidos, e as mãos jogadas daqui em diante são contadas à parte.</numerusform>
            <numerusform>Este é um salvamento anterior desta partida: as estatísticas já tinham registrado mais %n mãos dela. Esses resultados são mantidos, e as mãos jogadas daqui em diante são contadas à parte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Uma configuração armazenada não pôde ser lida e foi redefinida: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Uma configuração armazenada não pôde ser lida e foi redefinida: {problem} (e mais %n; veja o log)</numerusform>
            <numerusform>Uma configuração armazenada não pôde ser lida e foi redefinida: {problem} (e mais %n; veja o log)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Abandonar este jogo? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>A semente foi revelada; as próximas distribuições virão de uma nova semente, com a impressão digital {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>As dicas ficam desligadas numa partida contra um amigo.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>O desfazer fica desligado numa partida contra um amigo.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Ainda não há nenhum jogo.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>a reorganização da sua mão</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Desfeito: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Configurações salvas.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Não foi possível salvar as configurações (elas valem só para esta sessão).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>As novas regras passam a valer no próximo jogo.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>O novo visual passa a valer na próxima mão.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>hoje às {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day}, às {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Seu jogo foi retomado.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Seu jogo de {when} foi retomado.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Não foi possível ler seu jogo salvo: {problem}. Um novo jogo foi iniciado.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Não foi possível ler seu jogo salvo: {problem}. Ele foi guardado como “{kept}”. Um novo jogo foi iniciado.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>O computador comprou do monte</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} comprou do monte</translation>
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
        <translation>Ainda não há combinações.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Resto:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>resto: o seu · o melhor {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>resto</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} após o melhor descarte</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} após descartar {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>Arrumar combinações ({key}) volta à melhor</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>bater com {limit} ou menos</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>só gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Comece um novo jogo ({key}) ou revise a partida ({review}) pelo menu Jogo.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Pressione &lt;b&gt;Próxima mão&lt;/b&gt; ({key}) para dar as cartas de novo.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuindo</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>As cartas estão sendo distribuídas.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Vez do computador</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Vez de {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>O computador está encaixando cartas nas suas combinações.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} está encaixando cartas nas suas combinações.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>O computador está decidindo se pega a carta virada.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} está decidindo se pega a carta virada.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Espere o computador comprar e descartar. Enquanto isso, você pode reorganizar sua mão.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Espere {friend} comprar e descartar. Enquanto isso, você pode reorganizar sua mão.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Pegue a carta virada {card} ({take}) ou passe ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>O muro: pegue {card} só para bater ({take}) ou passe ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Você precisa comprar do monte ({draw}): a carta virada foi dispensada.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Compre do monte ({draw}) ou pegue {card} da pilha de descarte ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>O computador bateu gin: não há nada para encaixar. Pressione &lt;b&gt;Contar os pontos&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} bateu gin: não há nada para encaixar. Pressione &lt;b&gt;Contar os pontos&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>O computador bateu. Pressione &lt;b&gt;Encaixar&lt;/b&gt; ({key}) para encaixar e contar os pontos.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} bateu. Pressione &lt;b&gt;Encaixar&lt;/b&gt; ({key}) para encaixar e contar os pontos.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Descarte: arraste uma carta até a pilha de descarte ou selecione-a e pressione {discard}. Você tem &lt;b&gt;gin&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Descarte: arraste uma carta até a pilha de descarte ou selecione-a e pressione {discard}. Você pode &lt;b&gt;bater&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Descarte: arraste uma carta até a pilha de descarte ou selecione-a e pressione {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Final: &lt;b&gt;Você&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computador&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Final: &lt;b&gt;Você&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Você&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computador&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Você&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Jogo até {target} · regras: {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>bater, descartando {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>pegar a carta da pilha</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>declarar big gin</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>encaixar</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>continuar jogando</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Dica: {action} (pressione {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Dica: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Ensine-me: em vez de “{played}”, o melhor seria “{better}” (cerca de %n ponto por mão). {reason}.</numerusform>
            <numerusform>Ensine-me: em vez de “{played}”, o melhor seria “{better}” (cerca de %n pontos por mão). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Ensine-me, na mão {hand}: em vez de “{played}”, o melhor seria “{better}” (cerca de %n ponto por mão). {reason}.</numerusform>
            <numerusform>Ensine-me, na mão {hand}: em vez de “{played}”, o melhor seria “{better}” (cerca de %n pontos por mão). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Cartas conhecidas na mão do computador:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Cartas conhecidas na mão de {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Impressão digital da próxima partida: {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Impressão digital da próxima distribuição: {digits} · semente desta mão revelada</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Impressão digital da distribuição: {digits} · não verificável</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Impressão digital da distribuição: {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Mão {number} · monte {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Novo jogo · monte {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Mão {number} · você deu · monte {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Novo jogo · você deu · monte {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Mão {number} · o computador deu · monte {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Mão {number} · {friend} deu · monte {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Novo jogo · o computador deu · monte {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Novo jogo · {friend} deu · monte {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Oponente: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Oponente: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>o computador não enviou uma memória utilizável</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>o processo do computador parou</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>o processo do computador foi substituído</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>o computador não enviou a memória</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Mão {number}: você dá as cartas</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Mão {number}: o computador dá as cartas</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Mão {number}: {friend} dá as cartas</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Mão {number} · você deu · em andamento</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Mão {number} · o computador deu · em andamento</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Mão {number} · você deu · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Mão {number} · o computador deu · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Você baixou as combinações (contra gin não há encaixe)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>O computador baixou as combinações (contra gin não há encaixe)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} baixou as combinações (contra gin não há encaixe)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Você não tinha nada para encaixar</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>O computador não tinha nada para encaixar</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} não tinha nada para encaixar</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Você encaixou {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>O computador encaixou {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} encaixou {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Você bateu big gin</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>O computador bateu big gin</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} bateu big gin</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Você bateu gin (descartando {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>O computador bateu gin (descartando {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} bateu gin (descartando {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Você bateu com {deadwood} de resto (descartando {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>O computador bateu com {deadwood} de resto (descartando {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} bateu com {deadwood} de resto (descartando {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Você pegou a carta virada {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>O computador pegou a carta virada {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} pegou a carta virada {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Você comprou do monte: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>O computador comprou do monte: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} comprou do monte: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Você pegou {card} da pilha</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>O computador pegou {card} da pilha</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} pegou {card} da pilha</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Você descartou {card} (restam duas cartas no monte: o muro)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>O computador descartou {card} (restam duas cartas no monte: o muro)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} descartou {card} (restam duas cartas no monte: o muro)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Você descartou {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>O computador descartou {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} descartou {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Você passou no muro</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>O computador passou no muro</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} passou no muro</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Você dispensou a carta virada</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>O computador dispensou a carta virada</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} dispensou a carta virada</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Histórico de mãos</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Jogadas da mão</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Abrir um arquivo…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Início</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>O início da mão ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Voltar</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Um passo para trás ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Um passo à frente ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Fim ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>O fim da mão ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Exportar mão…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>A partida até o fim desta mão, num arquivo</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Exportar partida…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>A partida inteira, num arquivo</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Revisar partida…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Cada decisão das mãos concluídas da partida comparada com a melhor jogada, e a sorte das cartas</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Jogar de novo contra</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Nível para Jogar estas cartas de novo</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Jogar estas cartas de novo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Nenhuma partida foi jogada ainda.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Esta partida ainda não tem nenhuma mão concluída.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>Não foi possível abrir “{name}”. {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>“{name}” aberto.</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Abrir uma partida</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Partida (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Passo {step} de {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Uma nova partida cuja primeira mão tem estas cartas e o mesmo carteador</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Uma nova partida cuja primeira mão tem estas cartas e o mesmo carteador, com as regras em que elas foram distribuídas ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exportar a partida</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Exportar a partida até esta mão</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partida (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Não foi possível exportar a partida: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>A partida foi exportada para “{name}”.</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>A partida até a mão {number} foi exportada para “{name}”.</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>As distribuições de uma semente ainda não revelada poderão ser verificadas quando ela for revelada.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Partida revisada</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>a partida atual</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Uma nova partida começou com as cartas da mão {number}, contra o nível {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Partida atual</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>A mesa neste passo</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Ainda não há mão concluída para mostrar.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Você bateu · resto {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>O computador bateu · resto {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Você · resto {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Computador · resto {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Monte {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Pilha de descarte · %n carta</numerusform>
            <numerusform>Pilha de descarte · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>A seguir: você pode pegar a carta virada ou passar</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>A seguir: o computador pode pegar a carta virada</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>A seguir: você compra</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>A seguir: o computador compra</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>A seguir: você descarta</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>A seguir: o computador descarta</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>A seguir: você encaixa cartas nas combinações do computador</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>A seguir: o computador encaixa cartas nas suas combinações</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>o computador</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mão nula</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Ninguém bateu antes de o monte acabar.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Sem pontos: o mesmo jogador dá as cartas de novo.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Dobrado pela carta virada de espadas (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin! Você marca {points}</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin! O computador marca {points}</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Big gin! Você marca {points}</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Big gin! O computador marca {points}</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Corte! Você marca {points}</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Corte! O computador marca {points}</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Você bateu e marca {points}</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>O computador bateu e marca {points}</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Você tem {deadwood} de resto (contra gin não há encaixe).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>O computador tem {deadwood} de resto (contra gin não há encaixe).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Resto {deadwood} + bônus de big gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Resto {deadwood} + bônus de gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Você bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin! {friend} marca {points}</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Big gin! {friend} marca {points}</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Corte! {friend} marca {points}</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} bateu e marca {points}</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>O computador bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Diferença {difference} + bônus de corte {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Diferença {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} tem {deadwood} de resto (contra gin não há encaixe).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Você tem {deadwood} de resto (nada para encaixar).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>O computador tem {deadwood} de resto (nada para encaixar).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} tem {deadwood} de resto (nada para encaixar).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Você tem {deadwood} de resto depois de encaixar {cards} ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>O computador tem {deadwood} de resto depois de encaixar {cards} ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{friend} tem {deadwood} de resto depois de encaixar {cards} ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Você {you} · Computador {computer} no jogo 1 de 3 (cada um até {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Você {you} · {friend} {theirs} no jogo 1 de 3 (cada um até {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Você {you} · Computador {computer} (jogo até {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Você {you} · {friend} {theirs} (jogo até {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Final: Você {you} · Computador {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Final: Você {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>A partida terminou empatada</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Você venceu o jogo!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>O computador venceu o jogo</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} venceu o jogo</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Final: Você {you} · Computador {computer}, diferença de {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Final: Você {you} · {friend} {theirs}, diferença de {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Pontos das mãos: Você {you} · Computador {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Pontos das mãos: Você {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Bônus de linha: Você {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Bônus de jogo: Você +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Bônus de jogo: Computador +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Bônus de linha: Você {you_hands} × {each} = {you_bonus} · Computador {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Capote: você dobra tudo</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Capote: o computador dobra tudo</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Capote: você dobra os pontos das mãos e o bônus de jogo</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Capote: o computador dobra os pontos das mãos e o bônus de jogo</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Mão nula.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>A carta virada de espadas multiplica os pontos por {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin! Você marca %n ponto.</numerusform>
            <numerusform>Gin! Você marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin! O computador marca %n ponto.</numerusform>
            <numerusform>Gin! O computador marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Big gin! Você marca %n ponto.</numerusform>
            <numerusform>Big gin! Você marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Big gin! O computador marca %n ponto.</numerusform>
            <numerusform>Big gin! O computador marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Corte! Você marca %n ponto.</numerusform>
            <numerusform>Corte! Você marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Corte! O computador marca %n ponto.</numerusform>
            <numerusform>Corte! O computador marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Você bateu e marca %n ponto.</numerusform>
            <numerusform>Você bateu e marca %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Bônus de jogo: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Capote: {friend} dobra tudo</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Capote: {friend} dobra os pontos das mãos e o bônus de jogo</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin! {friend} marca %n ponto.</numerusform>
            <numerusform>Gin! {friend} marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Big gin! {friend} marca %n ponto.</numerusform>
            <numerusform>Big gin! {friend} marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Corte! {friend} marca %n ponto.</numerusform>
            <numerusform>Corte! {friend} marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>O computador bateu e marca %n ponto.</numerusform>
            <numerusform>O computador bateu e marca %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} bateu e marca %n ponto.</numerusform>
            <numerusform>{friend} bateu e marca %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} de resto mais o bônus de big gin de {bonus} dá {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} de resto mais o bônus de gin de {bonus} dá {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>A diferença de {difference} mais o bônus de corte de {bonus} dá {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>A diferença é {defender} menos {knocker}, que dá {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>O placar no jogo 1 de 3: você {you}, o computador {computer}, cada jogo até {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>O placar no jogo 1 de 3: você {you}, {friend} {theirs}, cada jogo até {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>O placar: você {you}, o computador {computer}, num jogo até {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>O placar: você {you}, {friend} {theirs}, num jogo até {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>A partida terminou empatada.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Placar final: você {you}, o computador {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Placar final: você {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>O computador venceu o jogo.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} venceu o jogo.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Placar final: você {you}, o computador {computer}, uma diferença de {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Placar final: você {you}, {friend} {theirs}, uma diferença de {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Pontos das mãos: você {you}, o computador {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Pontos das mãos: você {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Bônus de linha: você, {you_hands} vezes {each}, que dá {you_bonus}; {friend}, {their_hands} vezes {each}, que dá {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Seu bônus de jogo é {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>O bônus de jogo do computador é {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Bônus de linha: você, {you_hands} vezes {each}, que dá {you_bonus}; o computador, {computer_hands} vezes {each}, que dá {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>O bônus de jogo de {friend} é {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Jogo {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Revisão da partida: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Revisão da partida</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n mão revisada. Os pontos são pontos de mão: o que uma mão vale para um jogador, menos o que vale para o oponente.</numerusform>
            <numerusform>%n mãos revisadas. Os pontos são pontos de mão: o que uma mão vale para um jogador, menos o que vale para o oponente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Sua sorte: {yours}; a do computador: {theirs}; seu resultado ajustado pela sorte: {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>A revisão parou: não foi possível revisar a mão {number}.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>A revisão parou: o processo que revisava a mão {number} terminou inesperadamente.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>VALOR DA SUA MÃO, SORTE E ERROS</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Gráfico do valor da sua mão, da sua sorte e dos seus erros ao longo da mão</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Valor: quanto valia sua mão depois de cada uma das suas jogadas, pelo que você podia saber. Sorte líquida: sua sorte até aquele momento menos a do computador. Erros: os pontos que suas decisões perderam até aquele momento, desenhados abaixo de zero.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Sorte líquida</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erros</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Nenhuma mão exibida ainda.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>Até o passo {step}, sua mão vale {value} pontos, sua sorte menos a do computador soma {luck} pontos, e seus erros custaram {error} pontos.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Nenhuma mão desta partida terminou ainda: não há nada para revisar.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progresso da revisão</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Mão</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Decisões da mão</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Distribuições e compras da mão, com a sorte de cada uma</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DECISÕES</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>DISTRIBUIÇÕES E COMPRAS</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Resumo só des&amp;ta mão</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>O resumo conta só a mão escolhida abaixo, não a partida inteira</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Avaliar também as decisões do computador</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Avaliar também cada decisão do computador e classificá-lo: a revisão leva cerca do dobro do tempo</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>Mostrar no &amp;Histórico de mãos</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>O passo da decisão no Histórico de mãos, com a melhor jogada ao lado da jogada feita (Enter ou um clique duplo na linha faz o mesmo)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>A revisão num arquivo: uma página web (.html) ou texto simples (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Revisando a partida…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Exportar a revisão</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Página web (*.html *.htm);;Texto simples (*.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>Não foi possível exportar a revisão: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>A revisão foi exportada para “{name}”.</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>A mão em andamento será revisada quando terminar.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · a mão em andamento será revisada quando terminar</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Duvidosa</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Ruim</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Muito ruim</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Muito azar</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Azar</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Muita sorte</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carta virada</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinações</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>Nesta partida você jogou no nível Iniciante.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>Nesta partida você jogou no nível Fácil.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>Nesta partida você jogou no nível Médio.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>Nesta partida você jogou no nível Difícil.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>Nesta partida você jogou no nível Especialista.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>Nesta partida o computador jogou no nível Iniciante.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>Nesta partida o computador jogou no nível Fácil.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>Nesta partida o computador jogou no nível Médio.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>Nesta partida o computador jogou no nível Difícil.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>Nesta partida o computador jogou no nível Especialista.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Pegar {card} do descarte</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Pegar o descarte</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Pegar a carta virada</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Bater gin, descartando {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Bater, descartando {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Baixar as combinações {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Nenhuma das suas decisões foi revisada, então você não recebeu classificação.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Nenhuma decisão do computador foi revisada, então ele não recebeu classificação.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisões</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Duvidosas ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Ruins ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Muito ruins ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Erro por decisão</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Nível de jogo</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Ajustado pela sorte</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: {decisions} decisões, {doubtful} duvidosas, {bad} ruins, {very_bad} muito ruins; erro por decisão: {rate}; nível de jogo: {level}; sorte: {luck}; resultado: {result}; resultado ajustado pela sorte: {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Jogada feita</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Melhor jogada</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Passo {step}, {who}, {kind}: {played}. Melhor jogada: {best}. Erro de {error} pontos, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Passo {step}, {who}, {kind}: {played}. Melhor jogada: {best}. Erro de {error} pontos.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Passo {step}, {who}: {card}, sorte de {luck} pontos, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Passo {step}, {who}: {card}, sorte de {luck} pontos.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>A distribuição</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Mão {number}: você marcou {points}</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Mão {number}: o computador marcou {points}</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Mão {number}: sem pontos</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n decisão marcada</numerusform>
            <numerusform>{title}, %n decisões marcadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n mão revisada.</numerusform>
            <numerusform>%n mãos revisadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Revisando a mão {hand} de {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Mão {number} de {count} revisada.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · melhor: {best} ({error} pontos)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Melhor: {best}, que vale {error} pontos a mais.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>Decisão: {mark}. Melhor: {best}, que vale {error} pontos a mais.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>melhor</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Limite para bater</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>bater com {knock_limit} ou menos</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>a primeira carta virada define o limite para bater</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: ás permite bater com 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>um ás como carta virada permite bater com 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: virada de espadas dobra</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>uma carta virada de espadas dobra os pontos da mão</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bônus de gin</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>big gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>sem big gin</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Bônus de big gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Bônus de corte</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>corte {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Empate conta como corte</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>empate conta como corte</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bônus de linha</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>bônus de linha {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bônus de jogo</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>bônus de jogo {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Meta de pontos</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>jogo até {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Capote dobra os pontos</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>capote não dobra os pontos</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Capote dobra tudo</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>o capote dobra tudo</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Encaixes permitidos</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>sem encaixes</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Só sequências</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>só sequências</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Pode descartar a carta que acabou de pegar</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>a carta que acabou de ser pega pode ser devolvida ao descarte</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Próximo carteador</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Alternado</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>O vencedor da última mão</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>O último descarte no muro, para bater</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>no muro, o último descarte pode ser pego para bater</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Mão nula após compras do descarte</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Pontuação Hollywood (três jogos ao mesmo tempo)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin puro</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Referência</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Regras modernas: gin 25, big gin 31, corte 25, casa 25, jogo até 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Livros antigos: gin 20, sem big gin, corte 10, casa 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>A primeira carta virada define o limite para bater; uma virada de espadas dobra a mão; jogo até 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Não se bate com resto: só o gin encerra uma mão.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Três jogos pontuados ao mesmo tempo, cada um até a meta.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Para medir jogadores de computador: sem big gin, sem bônus e sem dobra por capote.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Pesquisa (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>só gin (sem bater com resto)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Você está jogando com as regras &lt;b&gt;{name}&lt;/b&gt;: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Como jogar Gin Rummy</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, jogo até {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Estas cartas são jogadas de novo com as regras em que foram distribuídas ({rules}), contra o nível {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>Novo jogo volta às suas configurações.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>O novo jogo segue as suas configurações: {rules}, contra o nível {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>o arquivo é grande demais para ser um jogo salvo (%Ln byte)</numerusform>
            <numerusform>o arquivo é grande demais para ser um jogo salvo (%Ln bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>a partida não pode ser reproduzida: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>o registro da partida está malformado ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>o arquivo não é texto (está danificado ou não é um jogo salvo)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>o arquivo não é um JSON completo (truncado ou danificado)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>o arquivo não é uma partida salva</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>o arquivo contém caracteres que não são texto válido (danificado ou editado)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>o arquivo não é uma partida salva por este programa</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>a versão do arquivo salvo ({version}) não é uma que este programa consiga ler</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>faltam campos no arquivo salvo, ou há campos desconhecidos</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>o arquivo salvo foi alterado ou danificado (a soma de verificação não confere)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>a parte do oponente ou da mesa no arquivo salvo está malformada</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>as sementes de distribuição do arquivo salvo estão ausentes ou usam um procedimento desconhecido</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>as sementes de distribuição ou as frases do arquivo salvo estão malformadas</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>o arquivo salvo lista mais distribuições do que qualquer partida tem</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>as frases do arquivo salvo não são textos curtos</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>a marca de partida não verificável do arquivo salvo não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>as sementes de distribuição do arquivo salvo estão inutilizáveis: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>uma semente de distribuição é um objeto</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>o indicador de revelação de uma semente de distribuição é verdadeiro ou falso</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>a primeira distribuição de uma semente é um número inteiro</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>a impressão digital de uma semente de distribuição tem 64 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>uma semente de distribuição tem 64 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>uma semente de distribuição está sem a sua impressão digital</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>uma semente de distribuição sem o valor da semente mantém sua impressão digital e é secreta</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>o indicador de perda de uma semente de distribuição é verdadeiro ou falso</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>as distribuições do arquivo salvo não conferem com o registro dele (falta uma distribuição)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>as cartas do arquivo salvo não são as que suas sementes distribuem (alteradas à mão?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>o arquivo salvo lista uma semente de distribuição que não distribuiu nada (o programa não grava nenhuma assim)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>o nível salvo {level} não está entre 1 e 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>a semente de jogador salva {seed} está inutilizável</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>a memória salva do jogador do computador não é um objeto</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>a ordem salva da mão está inutilizável: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>os grupos salvos da mão não são uma lista de tamanhos</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>os grupos salvos da mão ({groups}) somam mais do que as cartas da ordem da mão ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>os grupos salvos da mão {groups} não dividem a ordem da mão</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>a ordem salva da mão não é uma lista de cartas</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>a ordem salva da mão tem %Ln carta (uma mão tem no máximo {most})</numerusform>
            <numerusform>a ordem salva da mão tem %Ln cartas (uma mão tem no máximo {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>a ordem salva da mão tem uma carta repetida</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>a lista salva de mãos assistidas está malformada</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>a data {date} do arquivo salvo não é uma data</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>não é possível gravar {name}: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>“{name}” é um jogo salvo que não pôde ser lido nem movido para outro lugar; ele foi mantido, e este jogo não será salvo por cima dele até que ele seja movido ou renomeado</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>um erro inesperado ao lê-lo ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>não é possível ler o arquivo ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>o arquivo é grande demais para ser um jogo salvo</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; não foi possível movê-lo para outro lugar, então ele continua como “{name}”, e este jogo não será salvo por cima dele</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Folha de pontos</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · regras: {rules}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Carteador</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bônus de linha</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bônus de jogo</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Capote</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margem</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>O bônus de linha (casa) de cada jogador: um valor fixo por mão vencida</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>O bônus de jogo, para quem atingiu a meta</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Pontos extras quando o perdedor não venceu nenhuma mão (a pontuação do vencedor dobra)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>O total de cada jogo: pontos das mãos, mais os bônus depois que ele termina</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>O total do vencedor menos o do perdedor</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Corte</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mão nula</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>batida</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>corte</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>mão nula</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Seu total acumulado no jogo {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>Total acumulado no jogo {game}: {name}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Jogo {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>A mão {hand} não entrou no jogo {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Jogo {game}: {name} +{points}, {total} no total</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>O total de cada jogo: pontos das mãos, mais os bônus depois que ele termina. Partida: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Mão {hand}, carteador: você</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Mão {hand}, carteador: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: mão nula, ninguém marca pontos</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: você marca {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} marca {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; resto: você {knocker_deadwood}, {defender} {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; resto: {knocker} {knocker_deadwood}, você {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; resto: {knocker} {knocker_deadwood}, {defender} {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Forma combinações com avidez, bate tarde e às vezes deixa passar uma carta virada útil.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Só pega a carta virada para formar uma combinação, mantém o resto baixo e bate assim que pode.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Também descarta com segurança, acompanha as cartas mortas e escolhe a hora de bater para evitar cortes.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Também deduz sua mão pelas cartas que você pega e avalia cada compra pelas combinações que ela pode formar.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Antecipa as distribuições possíveis antes de cada jogada: o mais forte e o mais lento.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} não é texto</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} é mais longo do que qualquer configuração desse tipo</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>o texto armazenado contém caracteres que não são texto válido</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} não é um número inteiro</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} não é um destes valores: desligada, rápida, normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>o idioma do sistema</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>as regras {name}</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} está inutilizável</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>as alterações de regras armazenadas estão aninhadas em níveis demais</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; usando as regras {preset} sem alterações</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} não é uma predefinição de regras</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>não é possível ler o valor armazenado ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; usando {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} não é um nível de 1 a 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} não é um conjunto de regras</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} não é uma altura de {low} a {high} pixels</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} não é um volume de {low} a {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} não é um destes valores: {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} não é uma cor no formato #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} não é uma velocidade de animação</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} não é um idioma que o jogo fala</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Personalizada</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Sua própria mistura das configurações abaixo.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Regras impossíveis: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma do sistema ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>A altura de uma carta numa mesa do tamanho da primeira janela, em pixels; numa janela maior, as cartas crescem com a mesa, até {scale} vezes essa altura</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>Oferecer &amp;dicas ({key}) e indicar o melhor descarte</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>O botão Dica ({key}) mostra a melhor jogada e o motivo; o painel indica o melhor descarte (uma mão jogada com dica conta como assistida)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Permitir des&amp;fazer um deslize ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} desfaz sua última jogada quando isso não revela nada de novo (uma mão jogada com esse recurso conta como assistida)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Cor da mesa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>O idioma do jogo; muda na hora, sem reiniciar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>Dificuldade do &amp;computador:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Quão bem o computador joga</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Depois de uma jogada sua claramente mais fraca que a melhor, uma nota discreta no registro de jogadas diz qual jogada teria sido melhor e por quê</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Ensine-me: avisar quando uma jogada minha for claramente mais fraca</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>Nas três primeiras mãos de uma partida, uma linha na mesa diz o que você pode fazer agora e como; ela se desliga sozinha depois da sua primeira partida</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Mostrar &amp;sugestões na mesa nas primeiras mãos de uma partida</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Sons para as cartas distribuídas, compradas e descartadas, para uma batida, um gin, um encaixe e para cada mão e partida ganha ou perdida</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Tocar s&amp;ons</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>O volume dos sons do jogo; eles nunca ficam mais altos que o volume do seu sistema</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Regras predefinidas:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Escolha uma predefinição para preencher todas as regras abaixo</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Batida e jogadas</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Limite para bater:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>O maior resto com que um jogador pode bater (0: só gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (só gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: o valor da primeira carta virada é o limite para bater naquela mão (figuras valem 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: a primeira carta virada define o limite</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: um ás como carta virada significa só gin, a menos que esta opção permita bater com 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: um ás permite bater com &amp;1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: uma carta de espadas como primeira carta virada dobra os pontos da mão</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma: carta virada de espadas &amp;dobra a mão</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>O defensor pode encaixar cartas nas combinações de quem bateu</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>Encaixes &amp;permitidos</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Só sequências contam como combinações; grupos do mesmo valor, não</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>&amp;Só sequências (sem trincas)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Uma carta que acabou de ser pega da pilha de descarte pode ser descartada logo em seguida</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Pode descartar a carta que &amp;acabou de pegar</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>Pró&amp;ximo carteador:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Quem dá as cartas na próxima mão (depois de uma mão nula, o mesmo jogador dá de novo)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Quando restam duas cartas no monte (o muro), o próximo jogador ainda pode pegar o último descarte, mas só para bater com ele (a regra da “50ª carta”)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>No m&amp;uro, o último descarte pode ser pego para bater</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Mão nula após compras do descarte:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Uma mão em que essa quantidade de cartas foi pega da pilha de descarte termina sem pontos após o descarte seguinte (isso impede uma troca infinita de descartes)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bônus de &amp;gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Somado ao resto do defensor quando um jogador bate gin</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Big gin: todas as 11 cartas em combinações logo depois da compra, declarado sem descarte</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Bônus de big gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Somado ao resto do defensor num big gin</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Bônus de &amp;corte:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Somado à diferença quando o defensor corta a batida</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Um defensor cujo resto é igual ao de quem bateu faz o corte</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>&amp;Empate conta como corte</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Bô&amp;nus de linha (casa):</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Somado no fim de um jogo para cada mão que o jogador venceu</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bônus de &amp;jogo:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Somado à pontuação do vencedor no fim de um jogo</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Meta de pontos:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>O primeiro jogador a atingir essa pontuação vence o jogo</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Se o perdedor não venceu nenhuma mão, os pontos das mãos e o bônus de jogo do vencedor dobram</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Capote dobra os pontos do &amp;vencedor</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Um capote dobra o total inteiro do vencedor, incluindo os bônus de linha</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Capote dobra &amp;tudo</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Pontuação Hollywood: três jogos (colunas) são disputados ao mesmo tempo, cada um até a meta</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: três jogos ao mesmo tempo</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Tamanho da carta:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>A altura de uma carta na mesa, em pixels</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Dá a cada naipe uma cor própria</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baralho de &amp;quatro cores (paus em verde, ouros em azul)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso da carta:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>A imagem no verso das cartas</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Cor da mesa:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Escolha a cor do feltro da mesa</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidade da &amp;animação:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>A velocidade com que as cartas se movem na mesa</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Na sua vez, o monte e a pilha de onde você pode comprar, ou sua mão quando você precisa descartar, brilham suavemente</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Mostrar &amp;onde jogar na sua vez</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Uma mesa lisa, quase preta, em vez da cor do feltro; cartas contornadas em preto, um anel amarelo grosso em volta da carta selecionada e de onde jogar, legendas brancas e o painel em preto e branco</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>&amp;Mesa de alto contraste</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>O tamanho da carta, o baralho, o verso, a cor da mesa e a velocidade da animação mudam na próxima mão; os indicadores de vez e o alto contraste mudam na hora.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>ele tem {size} bytes, muito mais do que qualquer arquivo de configurações</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>ele contém um valor que este programa nunca grava ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Não foi possível ler suas configurações ({problem}); os valores padrão são usados nesta sessão, e o arquivo de configurações fica como estava.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Não foi possível ler suas configurações ({problem}); os valores padrão são usados. O arquivo foi guardado como “{kept}”.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Placar, vez e mão</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Número da mão e carteador</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Oponente (computador)</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Impressão digital da distribuição</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Vez</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>De quem é a vez</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>O que fazer</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problema do jogador do computador</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Total do resto</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Nota sobre o resto</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Combinações da sua mão</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>A dica do treinador</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mão</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Jogadas desta mão</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Cartas conhecidas na mão do computador</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Cartas conhecidas na mão de {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 da semente secreta com que a próxima partida começa: {sha}
Todo baralho vem dela e da sua frase; Jogo ▸ Distribuição justa… mostra como verificar.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 da semente secreta em uso: {sha}
Esta partida não pode ser verificada: o arquivo salvo continha uma semente de distribuição que este programa não pode garantir que sorteou, então as cartas podem ter sido escolhidas; Jogo ▸ Distribuição justa… explica mais.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 da semente secreta em uso: {sha}
Todo baralho vem dela e da sua frase; Jogo ▸ Distribuição justa… mostra como verificar.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Impressão digital da distribuição, partida não verificável</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>O Gin Rummy parece já estar aberto, mas não responde.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>O Gin Rummy parece estar aberto em outro computador, “{host}” (processo {pid}), que compartilha esta pasta de dados.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>O Gin Rummy parece ter sido aberto como processo {pid}, que não está mais em execução neste computador: a trava dele ficou para trás.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>O Gin Rummy parece já estar aberto como processo {pid} neste computador, mas não responde.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Abra aqui somente se ele não estiver aberto lá: duas cópias jogando ao mesmo tempo sobrescrevem o jogo salvo uma da outra.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Abrir mesmo assim</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
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
        <translation>o arquivo não passou na verificação de integridade ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Algumas estatísticas à espera de registro não puderam ser lidas. Elas foram guardadas como “{name}”; o restante será registrado normalmente.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>o arquivo foi criado por uma versão mais nova do jogo (esquema {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>a versão de esquema {version} do arquivo não é uma das deste jogo</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>o arquivo não é um arquivo de estatísticas deste jogo</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>a tabela {table} do arquivo não é a que este jogo grava</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>Desta vez não foi possível verificar se o arquivo de estatísticas está danificado (o sistema se recusou a iniciar outra tarefa); as mãos continuam sendo registradas.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, e não foi possível movê-lo para outro lugar</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>não é possível abrir o arquivo ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>não é possível criar a pasta {folder} ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>não foi possível iniciar um novo arquivo</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>uma pasta chamada {name} está no caminho</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>não é possível gravar o arquivo ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Não foi possível ler o arquivo de estatísticas ({problem}). Ele foi guardado como “{name}”, e novas estatísticas foram iniciadas.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Não é possível salvar as estatísticas: {problem}. As estatísticas desta sessão ficam guardadas até você sair.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>O arquivo de estatísticas está em uso por outro programa; a mão será registrada assim que ele for liberado.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>o arquivo está danificado ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>o arquivo está danificado e não pôde ser movido para outro lugar</translation>
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
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Suas estatísticas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas vencidas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mãos vencidas</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Sequência de vitórias</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Pontos por mão</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Taxa de gin</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Taxa de corte</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Resto ao bater</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Nível de jogo</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>RESULTADOS AO LONGO DO TEMPO</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Termine uma partida para ver seus resultados ao longo do tempo.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Zerar estatísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos os níveis</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} de {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n mão</numerusform>
            <numerusform>{level}
%n mãos</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Ainda não há mãos registradas em nenhum nível: jogue uma e ela aparece aqui na hora.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Ainda não há mãos registradas contra o nível {level}: jogue uma e ela aparece aqui na hora.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Contra todos os níveis desde {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Contra o nível {level} desde {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mão</numerusform>
            <numerusform>%n mãos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n partida jogada</numerusform>
            <numerusform>%n partidas jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n mão contada à parte</numerusform>
            <numerusform>%n mãos contadas à parte</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Não é possível gravar o arquivo de estatísticas: as mãos desta sessão ficam guardadas até você sair.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n registro aguardando a liberação do arquivo.</numerusform>
            <numerusform>%n registros aguardando a liberação do arquivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Partidas abandonadas contam como jogadas, não como vencidas. Uma partida só conta para um nível se todas as suas mãos foram jogadas nesse nível.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Margem final (pontos)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Zerar as estatísticas?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Esquecer todas as mãos e partidas registradas, contra todos os níveis? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Não foi possível zerar as estatísticas (o arquivo está em uso); tente de novo daqui a pouco.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>a maior: %n partida</numerusform>
            <numerusform>a maior: %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>seus pontos menos os do computador</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>das mãos: você fez %n gin ou big gin</numerusform>
            <numerusform>das mãos: você fez %n gins ou big gins</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>média quando você bate</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>nenhuma partida terminada ainda</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} de %n partida</numerusform>
            <numerusform>{won} de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>nenhuma mão jogada ainda</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>de %n mão · {rate}</numerusform>
            <numerusform>de %n mãos · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>das suas batidas sofreram corte · você cortou {count}</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>você ainda não bateu · você cortou {count}</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>vitórias: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>derrotas: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>abandonos: {count}</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>empates: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Contadas à parte, fora de todos estes números: %n partida terminada e as mãos distribuídas por Jogar estas cartas de novo ({replayed}), jogadas depois de voltar a um salvamento anterior ({back}) ou de uma partida cujas distribuições não podem ser garantidas ({unverifiable}).</numerusform>
            <numerusform>Contadas à parte, fora de todos estes números: %n partidas terminadas e as mãos distribuídas por Jogar estas cartas de novo ({replayed}), jogadas depois de voltar a um salvamento anterior ({back}) ou de uma partida cujas distribuições não podem ser garantidas ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Contra amigos, vitórias–derrotas: {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Últimas {shown} de %n partida · {first} – {last}</numerusform>
            <numerusform>Últimas {shown} de %n partidas · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n partida · {first} – {last}</numerusform>
            <numerusform>%n partidas · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Abandono ou empate</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Taxa de vitórias até aqui</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>nenhuma partida terminada para medir ainda</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>%n partida, ainda não medida</numerusform>
            <numerusform>%n partidas, nenhuma medida ainda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} ajustado pela sorte, {actual} real · em {measured} de %n partida</numerusform>
            <numerusform>{adjusted} ajustado pela sorte, {actual} real · em {measured} de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>A sorte é medida ao revisar uma partida, ou com o botão abaixo.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Sua sorte em pontos de mão: o que as cartas recebidas e compradas deram a você acima da média. A sorte do computador nas mesmas partidas: {theirs}. O resultado ajustado pela sorte desconta a sua sorte e devolve a do computador.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>nenhuma partida revisada por completo ainda</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>na última partida: {rate} pontos perdidos por decisão</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Revise uma partida por completo para receber uma classificação na escala dos níveis.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Pontos perdidos por decisão em %n partida revisada por completo: {rates}. Quanto menos, mais forte o jogo.</numerusform>
            <numerusform>Pontos perdidos por decisão em cada uma das últimas %n partidas revisadas por completo, da mais antiga para a mais recente: {rates}. Quanto menos, mais forte o jogo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Medir a sorte de todas as partidas</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Revisa a sorte de cada partida concluída que ainda não tem revisão, uma após a outra, enquanto você continua jogando.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>{done} de %n partida medida…</numerusform>
            <numerusform>{done} de %n partidas medidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>A sorte de todas as partidas concluídas já foi medida.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>A sorte de %n partida foi medida.</numerusform>
            <numerusform>A sorte de %n partidas foi medida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>Não foi possível medir %n partida.</numerusform>
            <numerusform>Não foi possível medir %n partidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Bater com esta carta</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Sua mão, %n carta</numerusform>
            <numerusform>Sua mão, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mão do computador, %n carta</numerusform>
            <numerusform>Mão do computador, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mão de {friend}, %n carta</numerusform>
            <numerusform>Mão de {friend}, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Monte, %n carta</numerusform>
            <numerusform>Monte, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pilha de descarte, vazia</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Pilha de descarte, {card} no topo</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Suas cartas baixadas</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Cartas baixadas do computador</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Cartas baixadas de {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Área de batida: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Área de batida: o descarte de quem bateu, com a face para baixo</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Pegar a carta do topo</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Pressione {label} ({key}) para dar as cartas de novo.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Comece um novo jogo com {key} ou revise a partida com {review}.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>A mão do computador em cima; o monte, a pilha de descarte e a área de batida no meio; sua mão embaixo. As setas selecionam uma carta.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Ainda não há nenhum jogo.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>A mão terminou.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>É a vez do computador.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Espere as cartas se acomodarem.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Isso não é permitido agora.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Selecione uma carta primeiro: clique nela ou use as setas.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Seu resto é alto demais para bater.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Com essa carta, seu resto ficaria alto demais para bater.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Ainda não há gin.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>A mão ainda não terminou.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>As dicas estão desligadas: ative-as em Configurações ▸ Jogo.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>A dica é só na sua vez.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>As cartas ainda estão sendo distribuídas.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>A dica está sendo preparada.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Primeiro pegue a carta virada ({take_key}) ou passe ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Compre uma carta primeiro.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Você já comprou: agora descarte uma carta (ou bata).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Primeiro termine a apuração ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>A carta virada foi dispensada: compre do monte ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Você não pode descartar {card}: acabou de pegar essa carta.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>O computador dispensa a carta virada.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Restam duas cartas no monte: o último descarte só pode ser pego para bater.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>suas combinações como você as arrumou</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>as melhores combinações (as suas deixariam {deadwood} de resto)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Selecionada: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>No corte, você tirou {mine} e o computador, {theirs}: você dá as cartas.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>No corte, você tirou {mine} e o computador, {theirs}: o computador dá as cartas.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Mão {number}: você deu as cartas.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Mão {number}: o computador deu as cartas.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>O computador descarta {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>O computador bate big gin!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>O computador bate gin!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>O computador bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Você bate big gin, baixando as combinações {melds}!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>É a vez de {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} dispensa a carta virada.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>No corte, você tirou {mine} e {friend}, {theirs}: você dá as cartas.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>No corte, você tirou {mine} e {friend}, {theirs}: {friend} dá as cartas.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Mão {number}: {friend} deu as cartas.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} descarta {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Você bate gin, baixando as combinações {melds}!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Você bateu com {deadwood} de resto, baixando as combinações {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Você bate big gin!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Você bate gin!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Você bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} bate big gin!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} bate gin!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} bateu com {deadwood} de resto.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Você encaixa {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>O computador encaixa {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} encaixa {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Monte · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Só gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Batida · {limit} ou menos</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>só gin: nesta mão não se bate com resto</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>bater com {limit} ou menos de resto</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>Na combinação {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>Num grupo que ainda não é uma combinação.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Carta solta.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Não pode ser descartada nesta jogada.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>O computador compra do monte.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} compra do monte.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>O computador pega {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} pega {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Sugestão: pegue a carta virada se ela servir para sua mão ({take}); se não, passe ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Sugestão: arraste a carta do topo do monte para sua mão ou pressione {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Sugestão: arraste para sua mão a carta do topo do monte ou da pilha de descarte, ou pressione {draw} ou {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Sugestão: todas as cartas estão em combinações: pressione {gin} para bater gin!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Sugestão: seu resto está baixo o bastante para bater: solte uma carta na área de batida ou pressione {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Sugestão: guarde as cartas que formam trincas e sequências; arraste a que menos serve para a pilha de descarte.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Sugestão: suas cartas soltas que servem nas combinações do computador são encaixadas quando você pressiona {lay_off}.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Sugestão: suas cartas soltas que servem nas combinações de {friend} são encaixadas quando você pressiona {lay_off}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Você compra {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Você pega {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Você descarta {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Sua mão, %n carta.</numerusform>
            <numerusform>Sua mão, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Combinação {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Ainda não é combinação: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Cartas soltas: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Seu resto soma %n ponto.</numerusform>
            <numerusform>Seu resto soma %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Suas cartas baixadas.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>As cartas baixadas do computador.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>As cartas baixadas de {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Você não tem cartas.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>O monte tem %n carta.</numerusform>
            <numerusform>O monte tem %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>A carta do topo da pilha de descarte ainda está com a face para baixo.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>A pilha de descarte está vazia.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>No topo da pilha de descarte: {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>Na área de batida está o descarte de quem bateu, com a face para baixo.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Área de batida: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>O computador tem %n carta.</numerusform>
            <numerusform>O computador tem %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} tem %n carta.</numerusform>
            <numerusform>{friend} tem %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Você sabe que o computador tem {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Você sabe que {friend} tem {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>O computador joga no nível {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Você está jogando uma partida amistosa contra {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Sem dica desta vez.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Nada foi dito ainda.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>O desfazer está desligado: ative-o em Configurações ▸ Jogo.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>Ainda não há nenhuma jogada sua para desfazer nesta mão.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>O computador já jogou depois da sua última jogada.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>A mão já foi decidida: as cartas foram mostradas.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>a retirada da carta da pilha</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>seu descarte de {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Uma carta comprada do monte não pode ser devolvida: isso revelaria a ordem do monte.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Uma batida não pode ser desfeita.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Dispensar a carta virada não pode ser desfeito.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Esta jogada não pode ser desfeita.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Uma partida contra um amigo</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Sua partida contra {friend} não terminou. Continuar agora? Os dois programas precisam estar abertos: este aguarda {friend} se conectar.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>vencida</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empatada</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Não é possível abri-lo: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Não é possível ler o arquivo: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>o arquivo</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Não foi possível ler o arquivo ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>O arquivo é grande demais para ser uma partida (%Ln byte).</numerusform>
            <numerusform>O arquivo é grande demais para ser uma partida (%Ln bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Arquivo: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Não é uma partida que este programa consiga ler: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>O arquivo está malformado ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>A partida contra um amigo não é consistente: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>O registro da partida não é consistente: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>O registro da partida está malformado ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>mão {number} de {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Essa partida não tem registro para reproduzir.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>O registro dessa partida é grande demais.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>nível {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Você {you} – Computador {computer} · %n mão</numerusform>
            <numerusform>{when} · {level} · {result} · Você {you} – Computador {computer} · %n mãos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · contra {friend} · {result} · Você {you} – {friend} {theirs} · %n mão</numerusform>
            <numerusform>{when} · contra {friend} · {result} · Você {you} – {friend} {theirs} · %n mãos</numerusform>
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
        <translation>Gin Rummy: erro inesperado</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo deu errado: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>O Gin Rummy não pode ser iniciado: esta sessão limita a memória de um programa a {limit} MB de espaço de endereçamento (ulimit -v), e o jogo precisa de pelo menos {needed} MB. Aumente o limite e inicie o jogo de novo.</translation>
    </message>
</context>
</TS>
