"""Number 61: Volcasaurus: an Xyz Monster's detach cost (seed 004 §XYZ素材被取除时是送去墓地)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_number_61_volcasaurus_destroys_and_burns_the_original_atk():
    """Number 61: Volcasaurus detaches 1 material to destroy an opponent's face-up monster and
    inflict its original ATK as damage; it cannot attack directly that turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 1) == [] and duel.players[1].lp == 8000 - 1700
    assert "Megasonic Eye" in grave(duel, 0)
    assert not s.has("activate", "Number 61: Volcasaurus")        # once per turn
    s.pick("battle")
    volcasaurus = duel.monsters(0)[0]
    assert not any(o.target == "player" for o in duel.request.options if o.card == volcasaurus.uid)


def test_number_61_volcasaurus_needs_a_material():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", summon_kind="xyz")
    table.monster(1, "Battle Ox")
    assert not Script(table.build()).has("activate", "Number 61: Volcasaurus")


def test_number_61_volcasaurus_cannot_attack_directly_once_it_activated_even_if_negated():
    """Today's text: "cannot attack directly during the turn you activate this effect". The
    restriction comes with the activation, not with the resolution: the opponent answers
    with Effect Veiler, the effect is negated and Battle Ox stays; player 0 then destroys
    Battle Ox with Smashing Ground, and Volcasaurus may still not attack directly this turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.hand(0, "Smashing Ground")
    table.monster(1, "Battle Ox")
    table.hand(1, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Effect Veiler", player=1)
    s.pick("target", "Number 61: Volcasaurus")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert [c.data.name for c in duel.monsters(1)] == ["Battle Ox"]      # negated: it stays
    assert duel.players[1].lp == 8000
    s.pick("activate", "Smashing Ground")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.monsters(1) == []
    s.pick("battle")
    volcasaurus = duel.monsters(0)[0]
    assert not any(o.target == "player" for o in duel.request.options if o.card == volcasaurus.uid)
