"""Rescue Cat (14878871), judge's review (round 56t).

Sources: the OCG rulings gathered on ygo-sem.cn 《レスキューキャット》 (08/10/26): a summoned
Beast that is turned face-down (or banished and returned) is no longer destroyed in the End
Phase; with no free Monster Zone as it resolves, nothing is summoned. pixiv 《レスキューキャット》:
its player must choose 2 Beasts and summon both; so with a single free zone as it resolves, both
or none: none (our reading of "both must be summoned": no source states the one-zone case)."""

from duelist.testing.reads import field_monsters as monsters, grave
from duelist.testing.scenario import Script, Table

BEASTS = ["Wolf", "Armored Rat", "Battle Ox"]


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_rescue_cat_a_beast_turned_face_down_is_not_destroyed():
    """Q: Rescue Cat summons Wolf and Armored Rat; I turn Wolf face-down with Book of Moon.
    What happens in the End Phase? A: only Armored Rat is destroyed; the Set Wolf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.hand(0, "Book of Moon")
    table.deck(0, BEASTS)
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rescue Cat", player=0, request="idle")
    _pass_all(s)
    for name in ("Wolf", "Armored Rat"):
        s.pick("select", name, player=0, request="select")
    for _ in range(2):
        s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Wolf", player=0)
    _pass_all(s)
    s.end_turn()
    _pass_all(s)
    assert monsters(duel, 0) == ["Wolf"]
    assert sorted(grave(duel, 0)) == ["Armored Rat", "Book of Moon", "Rescue Cat"]


def test_rescue_cat_one_free_zone_cannot_be_used():
    """Q: I control Rescue Cat and 4 other monsters: once the Cat has gone to the GY as the
    cost, 1 zone is free. May I use it? A: no: both Beasts must be summoned, and 1 zone
    cannot hold them (our reading)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    for name in ("Battle Ox", "Celtic Guardian", "Hitotsu-Me Giant", "Mad Dog of Darkness"):
        table.monster(0, name)
    table.deck(0, BEASTS)
    duel = table.build()
    assert not Script(duel).has("activate", "Rescue Cat")
