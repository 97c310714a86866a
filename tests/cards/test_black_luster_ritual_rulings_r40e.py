"""Black Luster Ritual's rulings as players ask them (the GOAT preset: Black Luster Ritual and
Black Luster Soldier are the Goat-era cards; the ritual rules do not differ under MR5).

Seed 000 §儀式召喚: the Ritual Spell may be activated when the Tributes its resolution needs are
in the hand or on the field; it Tributes monsters from the hand or the field whose Levels total
the Level it names, then puts the Ritual Monster from the hand onto the field. Sources: the
card's rulings (yugipedia "Card Rulings:Black Luster Ritual", yugioh-wiki.net 《カオスの儀式》
and its ritual FAQ): the Ritual Monster being summoned is not one of its own Tributes, but a
second copy of it in the hand may be; a Tribute counts with its current Level, so a Level an
Equip Spell changed is the one added up."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _table(*hand_cards):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", *hand_cards)
    return table


def test_black_luster_soldier_is_not_a_tribute_for_its_own_ritual_summon():
    """Q: my hand holds Black Luster Ritual and Black Luster Soldier (Level 8) and nothing else;
    may I Tribute the Soldier for itself? A: no: the Ritual Monster summoned is never one of
    its own Tributes, so with no other monster the Ritual Spell cannot be activated."""
    duel = _table("Black Luster Soldier").build()
    assert not Script(duel).has("activate", "Black Luster Ritual")


def test_a_second_black_luster_soldier_in_the_hand_may_be_the_tribute():
    """Q: I hold two Black Luster Soldiers. May one be Tributed to Ritual Summon the other?
    A: yes: another copy is a Level 8 monster in the hand like any other; one goes to the GY
    and the other is Ritual Summoned."""
    duel = _table("Black Luster Soldier", "Black Luster Soldier").build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    if duel.request.kind == "select":
        s.pick("select", "Black Luster Soldier", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert sorted(grave(duel, 0)) == ["Black Luster Ritual", "Black Luster Soldier"]
    assert hand(duel, 0) == [] and duel.properly_summoned(duel.monsters(0)[0])


def test_a_tribute_lowered_by_demotion_counts_with_its_lowered_level():
    """Q: I control Battle Ox and Mystical Elf (Level 4 each), and Battle Ox wears Demotion. Are
    their Levels enough for Black Luster Ritual (8)? A: no: Battle Ox is Level 2 now, 2 + 4 = 6,
    so the Ritual Spell cannot be activated; without Demotion the same two are enough."""
    table = _table("Black Luster Soldier")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Demotion", face_down=False, equipped_to=ox)
    duel = table.build()
    assert duel.level(duel.monsters(0)[0]) == 2
    assert not Script(duel).has("activate", "Black Luster Ritual")
    table = _table("Black Luster Soldier")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    assert Script(table.build()).has("activate", "Black Luster Ritual")


def test_a_tribute_raised_by_synchro_boost_makes_up_the_level():
    """Q: I control Battle Ox (Level 4) wearing Synchro Boost and hold a Level 3 monster. Do
    they make 8? A: yes: Battle Ox is Level 5 while equipped, 5 + 3 = 8; both are Tributed and
    Black Luster Soldier is Ritual Summoned (Synchro Boost goes to the GY with its monster)."""
    table = _table("Black Luster Soldier", "Sangan")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Synchro Boost", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Luster Ritual", "Sangan", "Synchro Boost"]
