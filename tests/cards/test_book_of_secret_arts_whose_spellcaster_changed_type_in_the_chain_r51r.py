"""Book of Secret Arts equips only a Spellcaster. Its target made another Type by DNA Surgery
chained to its activation is no longer a monster it can equip when it resolves: it equips
nothing and goes to the GY; the monster keeps its ATK.

Seed 000 §裝備魔法: an Equip Spell is activated targeting the monster it can equip; an Equip
whose monster no longer meets its condition is sent to the GY (the rule the engine applies to
an equipped Spellcaster made a Zombie: tests/rules/test_type_and_attribute_changes.py; here the
condition fails before it is ever equipped). Source: yugipedia "Equip Spell Card" (if the
target is no longer a valid target on resolution, the Equip Spell is sent to the GY)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _answered_by_dna_surgery(declare):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Book of Secret Arts")
    magician = table.monster(0, "Dark Magician")           # Spellcaster, 2500 ATK
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", magician)
    s.pick("activate", "DNA Surgery", player=1)
    s.pick("option", declare, request="option", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, magician


def test_a_spellcaster_made_a_dragon_in_the_chain_gets_no_book_of_secret_arts():
    """Q: I activate Book of Secret Arts on Dark Magician; my opponent chains DNA Surgery and
    declares Dragon. A: Dark Magician is a Dragon when the Book resolves: it is not equipped
    and goes to the GY; Dark Magician stays at 2500."""
    duel, magician = _answered_by_dna_surgery("Dragon")
    assert grave(duel, 0) == ["Book of Secret Arts"]
    assert duel.players[0].szone == [None] * 5
    assert duel.atk(magician.card(duel)) == 2500


def test_a_spellcaster_declared_spellcaster_is_equipped():
    """Q: same, but DNA Surgery declares Spellcaster. A: it is still a Spellcaster: equipped,
    2800 ATK."""
    duel, magician = _answered_by_dna_surgery("Spellcaster")
    assert grave(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c] == ["Book of Secret Arts"]
    assert duel.atk(magician.card(duel)) == 2800
