"""Kozaky's Self-Destruct Button (21908319) under the GOAT preset (its 2005 reading): when this Set card is
destroyed and sent to the GY, its controller's opponent takes 1000 damage.

Sources, in our words: round 59h's reading of the DR3 / TLM print ("when this face-down card is
destroyed and sent to the Graveyard", 1000 damage to the opponent), not checked against a scan: a
reading. Today's text differs (the OCG 《コザッキーの自爆装置》, yugioh-wiki.net: the player who
destroyed it takes the damage, even when it is not sent to the GY; tested in
test_kozakys_self_destruct_button_destroyer_r59t.py). Both texts: a mandatory trigger after it left the
field, as Dark Coffin's, which applies even when destroyed the turn it was Set and cannot miss the
timing; the card can never be activated (yugioh-wiki). Our readings, as Dark Coffin's tests: whoever
destroys it, its controller's opponent takes the damage (2005); banished by Macro Cosmos instead of
reaching the GY, it does nothing (2005)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KSDB = "Kozaky's Self-Destruct Button"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_kozakys_self_destruct_button_destroyed_by_mst_burns_the_opponent():
    """Q: my opponent destroys my Set Kozaky's Self-Destruct Button with Mystical Space Typhoon. A: it
    goes to my GY and my opponent takes 1000 damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    button = table.spell_trap(0, KSDB)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", button, player=1)
    _pass_all(s)
    assert grave(duel, 0) == [KSDB] and lp(duel) == (8000, 7000)
    assert [e["amount"] for e in duel.log if e["type"] == "damage"] == [1000]


def test_kozakys_self_destruct_button_is_never_offered_for_activation():
    """Q: may I activate my Set Kozaky's Self-Destruct Button (Set on an earlier turn)? A: no: activated
    it would do nothing; its effect is only its trigger when destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, KSDB)
    duel = table.build()
    assert not Script(duel).has("activate", KSDB)


def test_kozakys_self_destruct_button_by_my_own_heavy_storm_still_hits_the_opponent():
    """Q: I Set Kozaky's Self-Destruct Button and, the same turn, activate Heavy Storm, destroying it
    and my opponent's Set Mirror Force. A: it still triggers, the turn it was Set too: my opponent
    takes 1000 damage, not me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, KSDB, "Heavy Storm")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", KSDB)
    s.pick("activate", "Heavy Storm")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Heavy Storm", KSDB] and grave(duel, 1) == ["Mirror Force"]
    assert lp(duel) == (8000, 7000)


def test_kozakys_self_destruct_button_banished_by_macro_cosmos_does_nothing():
    """Q: Macro Cosmos is face-up; my opponent destroys my Set Kozaky's Self-Destruct Button with
    Mystical Space Typhoon. A: it is banished, never sent to the GY: no damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    button = table.spell_trap(0, KSDB)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", button, player=1)
    _pass_all(s)
    assert [c.name for c in duel.players[0].banished] == [KSDB] and lp(duel) == (8000, 8000)


def test_kozakys_self_destruct_button_destroyed_by_dust_tornado_at_an_attack():
    """Q: my opponent destroys my Set Kozaky's Self-Destruct Button with Dust Tornado in answer to my
    attack declaration. A: a mandatory trigger: it resolves after Dust Tornado, my opponent takes 1000,
    and my attack goes on (Battle Ox's 1700 direct)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    button = table.spell_trap(0, KSDB)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", button, player=1)
    _pass_all(s)
    if duel.request.kind == "yes_no":       # Dust Tornado's optional Set from the hand: none held
        s.pick("no", player=1)
    _pass_all(s)
    assert grave(duel, 0) == [KSDB] and lp(duel) == (8000, 8000 - 1000 - 1700)
