"""Dust Tornado: destroy 1 Spell/Trap the opponent controls, then its controller may Set a
Spell/Trap from the hand; a Field Spell is Set in the Field Zone (seed 000 §場地區域: one
zone per player). Both players' views then show a face-down card in that zone, zone 0 as
for every Field Zone card (docs/protocol.md, the view), and, a Field Spell being no
Quick-Play Spell, it may be activated in the turn it was Set (seed 000 §魔法卡)."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_dust_tornado_sets_a_field_spell_in_the_field_zone():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.hand(0, "Necrovalley")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", request="target")      # the Set Mirror Force, the only Spell/Trap of player 1
    s.pick("yes", request="yes_no")
    s.pick("select", "Necrovalley", request="select")
    assert grave(duel, 1) == ["Mirror Force"]
    valley = duel.players[0].fzone
    assert valley.name == "Necrovalley" and valley.position == S.FACEDOWN
    for viewer in (0, 1):
        field = duel.view(viewer)["players"][0]["field"]
        assert field["zone"] == 0 and field["position"] == S.FACEDOWN
    assert ("name" in duel.view(1)["players"][0]["field"]) is False     # (hidden from the opponent)
    s.pick("activate", "Necrovalley", request="idle")
    assert duel.players[0].fzone.face_up and duel.view(1)["players"][0]["field"]["zone"] == 0


def test_dust_tornado_sets_a_field_spell_with_every_spell_and_trap_zone_full():
    """Q: my five Spell & Trap Zones hold Dust Tornado and four Set cards; I hold Necrovalley and
    Pot of Greed. After Dust Tornado destroys my opponent's card, which may I Set? A: only
    Necrovalley: it goes to the Field Zone, which is free to it; Pot of Greed would need a Spell &
    Trap Zone, and none is free (Dust Tornado leaves its zone only once it has resolved)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    for _ in range(4):
        table.spell_trap(0, "Trap Hole")
    table.hand(0, "Necrovalley", "Pot of Greed")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", request="target")
    s.pick("yes", request="yes_no")
    s.expect("select", player=0)
    assert [duel.card_by_uid(o.card).name for o in duel.request.options if o.kind == "select"] == ["Necrovalley"]
    s.pick("select", "Necrovalley", request="select")
    assert duel.players[0].fzone.name == "Necrovalley"
