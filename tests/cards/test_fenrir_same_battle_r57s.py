"""Fenrir (218704), a judge's second look (round 57s): Fenrir destroyed in the same battle as the
opponent's monster it destroys.

Sources, in our words: yugioh-wiki.net 《相打ち》 (page history): until Master Rule 2 a monster's
"if this card destroys an opponent's monster by battle" (戦闘で破壊した場合) trigger was activated even
when the monster was destroyed in that same battle, unlike "destroys it by battle and sends it to the
GY" (戦闘で破壊し墓地へ送った時), which never was; since Master Rule 3 (2014) neither is. An older
revision of yugioh-wiki.net 《フェンリル》 says so of Fenrir by name (相打ちやトークンの破壊でも効果が発動
する). Fenrir's OCG text has 場合, its 2005 TCG print "when this card destroys ... as a result of
battle". So under today's rules (tests/cards/test_fenrir.py) nothing happens; under the 2005 rules
(the GOAT preset) the opponent skips their next Draw Phase. The era rule is `Rules.mutual_destruction_triggers`
(round 58a: on in MR1, MR2 and GOAT), read through `kit.destroys_by_battle`, as for Timeater
(tests/cards/test_timeater_r55j.py, the same wording)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_fenrir_destroyed_in_the_same_battle_goat_skips_the_draw():
    """Q (GOAT): my Fenrir (1400) attacks my opponent's Celtic Guardian (1400); both are
    destroyed. A: under the 2005 rules Fenrir's effect is activated all the same: my opponent
    skips their next Draw Phase (their hand stays Battle Ox alone)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Fenrir")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fenrir", target="Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Fenrir"] and grave(duel, 1) == ["Celtic Guardian"]
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == ["Battle Ox"]


def test_fenrir_destroyed_in_the_same_battle_today_nothing():
    """Q (today's rules, MR5): the same battle, Fenrir and Celtic Guardian destroyed. A: since
    Master Rule 3 the trigger is not activated: no chain, and my opponent draws in their Draw
    Phase (their hand: Battle Ox and the Mystical Elf drawn)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Fenrir")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fenrir", target="Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Fenrir"] and grave(duel, 1) == ["Celtic Guardian"]
    assert of_type(duel, "chain") == []
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == ["Battle Ox", "Mystical Elf"]
