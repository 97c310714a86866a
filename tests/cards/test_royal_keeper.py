"""Royal Keeper: once per turn it may turn itself face-down in Defense Position; each time it is
turned face-up it gains 300 ATK and DEF until the end of the turn.

Sources: the card's text in our words (the 2005 PGD print, "can be changed to face-down Defense
Position once per turn during your Main Phase; when this card is flipped face-up, increase its
ATK and DEF by 300 points until the End Phase", does what today's does: no ERAS entry);
the OCG text of 《王族親衛隊》, our reading of it (the gain is a trigger on its flip, not a FLIP effect, so it also
happens when an effect flips it); seed 000 §效果分類 › 誘發效果 (a trigger of a monster flipped by
an attack is activated after damage calculation: the gain comes too late for that battle).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table
from duelist.engine import state as S

RK = "Royal Keeper"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_royal_keeper_flip_summoned_gains_300_until_the_end_of_the_turn():
    """Q: I Flip Summon Royal Keeper: A: 1900/2000 this turn; at my next turn it is 1600/1700."""
    table = Table(turn=3, turn_player=0)
    rk = table.monster(0, RK, position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", rk)
    _resolve(s)
    assert (duel.atk(rk.card(duel)), duel.defense(rk.card(duel))) == (1900, 2000)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4
    assert (duel.atk(rk.card(duel)), duel.defense(rk.card(duel))) == (1600, 1700)


def test_royal_keeper_turns_itself_face_down_once_per_turn():
    """Q: my face-up Royal Keeper (on the field since an earlier turn) turns itself face-down: may
    it do so again this turn? A: it becomes face-down Defense; its effect is once per turn (and it
    is face-down now): no second use."""
    table = Table(turn=3, turn_player=0)
    rk = table.monster(0, RK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RK, request="idle")
    _resolve(s)
    assert rk.card(duel).position == S.FACEDOWN_DEFENSE
    assert not s.has("activate", RK)


def test_royal_keeper_flipped_by_an_attack_gains_too_late_for_that_battle():
    """Q: my Set Royal Keeper (1700 DEF) is attacked by Mad Dog of Darkness (1900): does its +300
    make it 2000 DEF in that damage calculation? A: no: its trigger is activated after damage
    calculation: it is destroyed; no damage (it was in Defense Position)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    dog = table.monster(1, "Mad Dog of Darkness")
    rk = table.monster(0, RK, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", dog, target=rk)
    _resolve(s)
    assert grave(duel, 0) == [RK]
    assert lp(duel) == (8000, 8000)


def test_royal_keeper_flipped_by_an_attack_it_survives_keeps_the_gain():
    """Q: my Set Royal Keeper (1700 DEF) is attacked by Battle Ox (1700): A: no destruction, no
    damage; after damage calculation its trigger makes it 1900/2000 for the rest of the turn."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    rk = table.monster(0, RK, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=rk)
    _resolve(s)
    assert rk.card(duel).position == S.FACEUP_DEFENSE
    assert (duel.atk(rk.card(duel)), duel.defense(rk.card(duel))) == (1900, 2000)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == [] and grave(duel, 1) == []


def test_royal_keeper_flipped_by_swords_of_revealing_light_gains_300():
    """Q: my opponent activates Swords of Revealing Light while my Royal Keeper is Set: A: it is
    flipped face-up by the effect and gains 300 (not a FLIP effect: any flip counts)."""
    table = Table(turn=4, turn_player=1)
    rk = table.monster(0, RK, position="set")
    table.hand(1, "Swords of Revealing Light")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    _resolve(s)
    assert rk.card(duel).position == S.FACEUP_DEFENSE
    assert (duel.atk(rk.card(duel)), duel.defense(rk.card(duel))) == (1900, 2000)
