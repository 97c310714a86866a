"""An Equip Spell whose target is no longer a legal one when it resolves (turned face-down in
the chain) equips nothing: it resolves without effect and goes to the GY (seed 000 §裝備魔法:
an Equip Spell equips a face-up monster; docs/cards.md's `equip_spell`)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_book_of_secret_arts_on_a_spellcaster_turned_face_down_in_the_chain_equips_nothing():
    """Q: I activate Book of Secret Arts on my Dark Magician; my opponent chains Book of Moon on
    Dark Magician. A: Dark Magician is face-down when Book of Secret Arts resolves: it equips
    nothing and goes to the GY; Dark Magician stays face-down with nothing equipped."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.hand(0, "Book of Secret Arts")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", magician, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not magician.card(duel).face_up
    assert grave(duel, 0) == ["Book of Secret Arts"]
    assert [c for c in duel.players[0].szone if c is not None] == []
