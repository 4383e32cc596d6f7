<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>CardMoves</name>
    <message numerus="yes">
      <source>Deadwood of %n point(s)</source>
      <translation>
        <numerusform>Deadwood of %n point</numerusform>
        <numerusform>Deadwood of %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Run, with %n card(s) laid off</source>
      <translation>
        <numerusform>Run, with %n card laid off</numerusform>
        <numerusform>Run, with %n cards laid off</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Set, with %n card(s) laid off</source>
      <translation>
        <numerusform>Set, with %n card laid off</numerusform>
        <numerusform>Set, with %n cards laid off</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message numerus="yes">
      <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
      <translation>
        <numerusform>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld</numerusform>
        <numerusform>Throws the {card} (deadwood {deadwood}), although it was one card from %n melds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
      <translation>
        <numerusform>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point a hand worse</numerusform>
        <numerusform>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n points a hand worse</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
      <translation>
        <numerusform>knocking now with {deadwood} deadwood scored about %n point a hand less than playing on in the simulations (undercut in {percent} of them)</numerusform>
        <numerusform>knocking now with {deadwood} deadwood scored about %n points a hand less than playing on in the simulations (undercut in {percent} of them)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
      <translation>
        <numerusform>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point a hand less in the simulations</numerusform>
        <numerusform>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n points a hand less in the simulations</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
      <translation>
        <numerusform>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point a hand less in the simulations</numerusform>
        <numerusform>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n points a hand less in the simulations</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>keeps the {card}, one card from %n meld(s)</source>
      <translation>
        <numerusform>keeps the {card}, one card from %n meld</numerusform>
        <numerusform>keeps the {card}, one card from %n melds</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Deals</name>
    <message numerus="yes">
      <source>a deal seed is %n byte(s)</source>
      <translation>
        <numerusform>a deal seed is %n byte</numerusform>
        <numerusform>a deal seed is %n bytes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the next match's seed is %n byte(s)</source>
      <translation>
        <numerusform>the next match's seed is %n byte</numerusform>
        <numerusform>the next match's seed is %n bytes</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>FairDealDialog</name>
    <message numerus="yes">
      <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
      <translation>
        <numerusform>%n deal cannot be verified: their seed could not be read back when the match was resumed.</numerusform>
        <numerusform>%n deals cannot be verified: their seed could not be read back when the match was resumed.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
      <translation>
        <numerusform>The cards of the %n deal checked match their seed and phrase.</numerusform>
        <numerusform>The cards of the %n deals checked match their seed and phrase.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n more deal(s) can be checked once their seed is revealed.</source>
      <translation>
        <numerusform>%n more deal can be checked once their seed is revealed.</numerusform>
        <numerusform>%n more deals can be checked once their seed is revealed.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>FriendWords</name>
    <message numerus="yes">
      <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
      <translation>
        <numerusform>The connection to {friend} was lost. The match waits up to %n minute for it to come back; you may play on meanwhile.</numerusform>
        <numerusform>The connection to {friend} was lost. The match waits up to %n minutes for it to come back; you may play on meanwhile.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{friend} did not come back within %n minute(s): the match is over.</source>
      <translation>
        <numerusform>{friend} did not come back within %n minute: the match is over.</numerusform>
        <numerusform>{friend} did not come back within %n minutes: the match is over.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{friend}'s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
      <translation>
        <numerusform>{friend}'s program did not reveal its keys within %n second after the hand, so the deal cannot be checked: {friend} forfeits the match.</numerusform>
        <numerusform>{friend}'s program did not reveal its keys within %n seconds after the hand, so the deal cannot be checked: {friend} forfeits the match.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>GameController</name>
    <message numerus="yes">
      <source>the computer gave no answer in %n second(s)</source>
      <translation>
        <numerusform>the computer gave no answer in %n second</numerusform>
        <numerusform>the computer gave no answer in %n seconds</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MatchSession</name>
    <message numerus="yes">
      <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
      <translation>
        <numerusform>This is an earlier save of this match: the statistics had recorded %n more hand of it. Those results are kept, and the hands played from here on are counted apart.</numerusform>
        <numerusform>This is an earlier save of this match: the statistics had recorded %n more hands of it. Those results are kept, and the hands played from here on are counted apart.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
      <translation>
        <numerusform>A stored setting could not be read and was reset: {problem} (and %n other; see the log)</numerusform>
        <numerusform>A stored setting could not be read and was reset: {problem} (and %n others; see the log)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PanelWords</name>
    <message numerus="yes">
      <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
      <translation>
        <numerusform>Teach me: better than “{played}” was “{better}” (about %n point a hand). {reason}.</numerusform>
        <numerusform>Teach me: better than “{played}” was “{better}” (about %n points a hand). {reason}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
      <translation>
        <numerusform>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point a hand). {reason}.</numerusform>
        <numerusform>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n points a hand). {reason}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ReplayTable</name>
    <message numerus="yes">
      <source>Discard pile · %n card(s)</source>
      <translation>
        <numerusform>Discard pile · %n card</numerusform>
        <numerusform>Discard pile · %n cards</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ResultWords</name>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Gin! You score %n point(s).</source>
      <translation>
        <numerusform>Gin! You score %n point.</numerusform>
        <numerusform>Gin! You score %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Big gin! You score %n point(s).</source>
      <translation>
        <numerusform>Big gin! You score %n point.</numerusform>
        <numerusform>Big gin! You score %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Undercut! You score %n point(s).</source>
      <translation>
        <numerusform>Undercut! You score %n point.</numerusform>
        <numerusform>Undercut! You score %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You knocked and score %n point(s).</source>
      <translation>
        <numerusform>You knocked and score %n point.</numerusform>
        <numerusform>You knocked and score %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Gin! The computer scores %n point(s).</source>
      <translation>
        <numerusform>Gin! The computer scores %n point.</numerusform>
        <numerusform>Gin! The computer scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Gin! {friend} scores %n point(s).</source>
      <translation>
        <numerusform>Gin! {friend} scores %n point.</numerusform>
        <numerusform>Gin! {friend} scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Big gin! The computer scores %n point(s).</source>
      <translation>
        <numerusform>Big gin! The computer scores %n point.</numerusform>
        <numerusform>Big gin! The computer scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Big gin! {friend} scores %n point(s).</source>
      <translation>
        <numerusform>Big gin! {friend} scores %n point.</numerusform>
        <numerusform>Big gin! {friend} scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Undercut! The computer scores %n point(s).</source>
      <translation>
        <numerusform>Undercut! The computer scores %n point.</numerusform>
        <numerusform>Undercut! The computer scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Undercut! {friend} scores %n point(s).</source>
      <translation>
        <numerusform>Undercut! {friend} scores %n point.</numerusform>
        <numerusform>Undercut! {friend} scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The computer knocked and scores %n point(s).</source>
      <translation>
        <numerusform>The computer knocked and scores %n point.</numerusform>
        <numerusform>The computer knocked and scores %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{friend} knocked and scores %n point(s).</source>
      <translation>
        <numerusform>{friend} knocked and scores %n point.</numerusform>
        <numerusform>{friend} knocked and scores %n points.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Review</name>
    <message numerus="yes">
      <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
      <translation>
        <numerusform>%n hand reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</numerusform>
        <numerusform>%n hands reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{title}, %n marked decision(s)</source>
      <translation>
        <numerusform>{title}, %n marked decision</numerusform>
        <numerusform>{title}, %n marked decisions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s) reviewed.</source>
      <translation>
        <numerusform>%n hand reviewed.</numerusform>
        <numerusform>%n hands reviewed.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Saves</name>
    <message numerus="yes">
      <source>the file is too large to be a save (%Ln byte(s))</source>
      <translation>
        <numerusform>the file is too large to be a save (%Ln byte)</numerusform>
        <numerusform>the file is too large to be a save (%Ln bytes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
      <translation>
        <numerusform>the saved hand order holds %Ln card (a hand holds at most {most})</numerusform>
        <numerusform>the saved hand order holds %Ln cards (a hand holds at most {most})</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
      <source>not measured yet in any of %n match(es)</source>
      <translation>
        <numerusform>not measured yet in any of %n match</numerusform>
        <numerusform>not measured yet in any of %n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
      <translation>
        <numerusform>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match</numerusform>
        <numerusform>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
      <translation>
        <numerusform>Points lost a decision in each of the last %n match reviewed in full, the oldest first: {rates}. Fewer is stronger play.</numerusform>
        <numerusform>Points lost a decision in each of the last %n matches reviewed in full, the oldest first: {rates}. Fewer is stronger play.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Measured {done} of %n match(es)…</source>
      <translation>
        <numerusform>Measured {done} of %n match…</numerusform>
        <numerusform>Measured {done} of %n matches…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Measured the luck of %n match(es).</source>
      <translation>
        <numerusform>Measured the luck of %n match.</numerusform>
        <numerusform>Measured the luck of %n matches.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n match(es) could not be measured.</source>
      <translation>
        <numerusform>%n match could not be measured.</numerusform>
        <numerusform>%n matches could not be measured.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{level}
%n hand(s)</source>
      <translation>
        <numerusform>{level}
%n hand</numerusform>
        <numerusform>{level}
%n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n hand</numerusform>
        <numerusform>%n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n match(es) played</source>
      <translation>
        <numerusform>%n match played</numerusform>
        <numerusform>%n matches played</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s) counted apart</source>
      <translation>
        <numerusform>%n hand counted apart</numerusform>
        <numerusform>%n hands counted apart</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n record(s) waiting for the file to be free.</source>
      <translation>
        <numerusform>%n record waiting for the file to be free.</numerusform>
        <numerusform>%n records waiting for the file to be free.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>longest: %n match(es)</source>
      <translation>
        <numerusform>longest: %n match</numerusform>
        <numerusform>longest: %n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>of hands: %n gin(s) or big gin by you</source>
      <translation>
        <numerusform>of hands: %n gin or big gin by you</numerusform>
        <numerusform>of hands: %n gins or big gin by you</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{won} of %n match(es)</source>
      <translation>
        <numerusform>{won} of %n match</numerusform>
        <numerusform>{won} of %n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>of %n hand(s) · {rate}</source>
      <translation>
        <numerusform>of %n hand · {rate}</numerusform>
        <numerusform>of %n hands · {rate}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
      <translation>
        <numerusform>Counted apart, in none of these figures: %n finished match and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</numerusform>
        <numerusform>Counted apart, in none of these figures: %n finished matches and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Last {shown} of %n match(es) · {first} – {last}</source>
      <translation>
        <numerusform>Last {shown} of %n match · {first} – {last}</numerusform>
        <numerusform>Last {shown} of %n matches · {first} – {last}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n match(es) · {first} – {last}</source>
      <translation>
        <numerusform>%n match · {first} – {last}</numerusform>
        <numerusform>%n matches · {first} – {last}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TableAccess</name>
    <message numerus="yes">
      <source>Your hand, %n card(s)</source>
      <translation>
        <numerusform>Your hand, %n card</numerusform>
        <numerusform>Your hand, %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Computer's hand, %n card(s)</source>
      <translation>
        <numerusform>Computer's hand, %n card</numerusform>
        <numerusform>Computer's hand, %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{friend}'s hand, %n card(s)</source>
      <translation>
        <numerusform>{friend}'s hand, %n card</numerusform>
        <numerusform>{friend}'s hand, %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stock, %n card(s)</source>
      <translation>
        <numerusform>Stock, %n card</numerusform>
        <numerusform>Stock, %n cards</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TableWords</name>
    <message numerus="yes">
      <source>Your hand, %n card(s).</source>
      <translation>
        <numerusform>Your hand, %n card.</numerusform>
        <numerusform>Your hand, %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your deadwood counts %n point(s).</source>
      <translation>
        <numerusform>Your deadwood counts %n point.</numerusform>
        <numerusform>Your deadwood counts %n points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The stock holds %n card(s).</source>
      <translation>
        <numerusform>The stock holds %n card.</numerusform>
        <numerusform>The stock holds %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The computer holds %n card(s).</source>
      <translation>
        <numerusform>The computer holds %n card.</numerusform>
        <numerusform>The computer holds %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{friend} holds %n card(s).</source>
      <translation>
        <numerusform>{friend} holds %n card.</numerusform>
        <numerusform>{friend} holds %n cards.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>history</name>
    <message numerus="yes">
      <source>The file is too large to be a match (%Ln byte(s)).</source>
      <translation>
        <numerusform>The file is too large to be a match (%Ln byte).</numerusform>
        <numerusform>The file is too large to be a match (%Ln bytes).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
      <translation>
        <numerusform>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand</numerusform>
        <numerusform>{when} · {level} · {result} · You {you} – Computer {computer} · %n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
      <translation>
        <numerusform>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand</numerusform>
        <numerusform>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hands</numerusform>
      </translation>
    </message>
  </context>
</TS>
