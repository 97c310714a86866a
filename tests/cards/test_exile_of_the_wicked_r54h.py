"""Exile of the Wicked: destroy every face-up Fiend monster on the field.

Sources: the card's text (2005 TCG "Destroy all face-up Fiend-Type monsters on the field";
today's the same, in our words; yugioh-wiki.net 《悪魔払い》 「フィールド上に表側表示で存在する悪魔族
モンスターを全て破壊する」): no cost, no target, both sides, face-up only; the Type read is the one
the monster has now (DNA Surgery's declared Type: seed 000 §怪獸的種族, a continuous effect that
changes it). A "destroy all" card needs something to destroy to be activated (as Dark Hole)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_exile_of_the_wicked_destroys_face_up_fiends_on_both_sides():
    """Q: My Summoned Skull and my opponent's Dark Mimic LV1 are face-up Fiends, my opponent's
    Battle Ox a Beast-Warrior, and my opponent has a face-down Summoned Skull. A: both face-up
    Fiends are destroyed (mine too); Battle Ox and the face-down Skull stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Exile of the Wicked")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Dark Mimic LV1")
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exile of the Wicked")
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Exile of the Wicked", "Summoned Skull"]
    assert grave(duel, 1) == ["Dark Mimic LV1"]
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Summoned Skull"]


def test_exile_of_the_wicked_needs_a_face_up_fiend():
    """Q: The only Fiend on the field is face-down. A: Exile of the Wicked cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Exile of the Wicked")
    table.monster(1, "Summoned Skull", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Exile of the Wicked")


def test_exile_of_the_wicked_after_dna_surgery_declares_fiend():
    """Q: My DNA Surgery declared Fiend, so every face-up monster is a Fiend; then Exile of the
    Wicked. A: every face-up monster is destroyed: Battle Ox and Celtic Guardian; my Set
    Hitotsu-Me Giant stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Exile of the Wicked")
    table.spell_trap(0, "DNA Surgery")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Exile of the Wicked")
    s.pick("activate", "DNA Surgery")
    s.pick("option", "Fiend")
    _resolve(s)
    s.pick("activate", "Exile of the Wicked")
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Hitotsu-Me Giant"]
