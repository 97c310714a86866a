"""A Field Spell Set by an effect goes to the Field Zone with no zone to choose (engine/actions.py
`_move`, round 21m: mutants that look up the Spell & Trap Zones' free zones for a card moved
into the Field Zone survived; no test Set a Field Spell by an effect. This test passes with
them applied too: `_place` puts the card in the one Field Zone whatever zone was found, and
no zone is asked: docs/mutation.md lists them as equivalent).

Ruled here: player 0's Dust Tornado destroys player 1's Set Polymerization, and then
player 0 Sets Yami from the hand: Yami is Set in player 0's Field Zone, and no zone was asked
for it (the Field Zone is one zone)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_dust_tornado_sets_yami_in_the_field_zone_without_a_zone_choice():
    table = Table(rules="MR5", turn=3, turn_player=0)      # (the player chooses zones)
    table.spell_trap(0, "Dust Tornado", zone=0)
    table.hand(0, "Yami")
    target = table.spell_trap(1, "Polymerization", zone=2)
    table.monster(1, "Battle Ox", zone=0)
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    yami = duel.players[0].hand[0]
    s.pick("activate", "Dust Tornado", request="idle")
    asked = []
    while duel.request is not None and duel.request.kind != "idle":
        request = duel.request
        asked.append(request.kind)
        if request.kind == "chain":
            s.pick("pass", first=True)
        elif any(o.kind == "yes" for o in request.options):
            s.pick("yes", first=True)
        else:
            s.pick(request.options[0].kind, first=True)
    assert target.card(duel).location == S.GRAVE
    assert yami.location == S.FZONE and duel.players[0].fzone is yami
    assert yami.position == S.FACEDOWN
    assert "zone" not in asked
