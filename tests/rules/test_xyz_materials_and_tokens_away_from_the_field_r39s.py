"""Xyz Materials and Tokens away from the field (seed 004 §XYZ怪兽的XYZ素材: a material is no
card on the field; a detached material is sent to the GY, and a card "sent to the GY" under
Macro Cosmos is banished instead; seed 000 §衍生物 / seed 001 §衍生物: a Token that leaves the
field vanishes -- it cannot come back). Rulings: ygorganization, "When can I use a 'send'
effect while Macro Cosmos is active?" (Macro Cosmos banishes every card sent to the GY, Xyz
Materials included); Yugipedia, Card Rulings: Interdimensional Matter Transporter (a Token
banished by it does not return)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"
SHEEP = "Sheep Token"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def test_leviathan_detaches_under_macro_cosmos_and_the_material_is_banished():
    """Question: with Macro Cosmos face-up, may Leviathan Dragon detach a material to gain 500
    ATK, and where does the material go?
    Answer: yes; the detached material is banished instead of going to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Celtic Guardian"])
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    _resolve(duel, s)
    assert banished(duel, 0) == ["Giant Soldier of Stone"] and grave(duel, 0) == []
    assert duel.atk(dragon.card(duel)) == 2500


def test_a_token_banished_by_interdimensional_matter_transporter_never_comes_back():
    """Question: Interdimensional Matter Transporter banishes its player's Sheep Token "until
    the End Phase". Does the Token come back?
    Answer: no -- it vanished as it left the field; nothing returns in the End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, SHEEP, position="defense")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", SHEEP)
    _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and banished(duel, 0) == []
    s.end_turn()
    while duel.turn == 3 and duel.request is not None:
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]


def test_smashing_ground_reads_the_highest_def_when_it_resolves():
    """Question: Smashing Ground (no target) is activated against Mystical Elf (DEF 2000) and
    Battle Ox (DEF 1000); in answer the opponent turns Mystical Elf face-down with Book of Moon.
    Answer: on resolution the face-up monster with the highest DEF is Battle Ox: it is
    destroyed, the face-down Elf stays (seed 000 §連鎖: an effect applies to things as they are
    when it resolves)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Smashing Ground")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Mystical Elf")
    _resolve(duel, s)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert "Battle Ox" in grave(duel, 1)
