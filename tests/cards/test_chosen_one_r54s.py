"""Chosen One (21888494): a Normal Spell. Its player picks 1 Monster Card and 2 cards that are
not monsters from their hand; the opponent takes 1 of the three at random. A monster is Special
Summoned and the other two go to the GY; otherwise all three go to the GY.

Sources: yugioh-wiki.net 《選ばれし者》 (the OCG text, BE01: 1 Monster Card and 2 cards other than
monsters, chosen from the hand as it resolves; the opponent picks one at random; a monster is
Special Summoned to its player's field, the rest sent to the GY; otherwise all three are sent);
the Viz manga text says the same. The 2005 TCG print (LON-014) was not found: the script plays
the OCG text (see the report). Seed 000 §特殊召喚 (a monster Special Summoned from the hand by an
effect needs no Tribute, whatever its Level). Imperial Order negates a Spell's effect on the
field: the Spell is activated and resolves doing nothing.

The random pick is the duel's PRNG: seed 2 takes the Monster Card, seed 3 a Spell; each test
asserts the logged pick too."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

CHOSEN = "Chosen One"
MONSTER_PICKED, SPELL_PICKED = 2, 3


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _play(seed):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CHOSEN, "Summoned Skull", "Mystical Space Typhoon", "Heavy Storm")
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", CHOSEN, player=0)
    _finish(s)
    s.pick("select", "Summoned Skull", player=0)
    s.pick("select", "Mystical Space Typhoon", player=0)
    s.pick("select", "Heavy Storm", player=0)
    return duel, s


def _picked(duel):
    return [e["value"] for e in of_type(duel, "declare") if e["what"] == "card picked"]


def test_chosen_one_special_summons_the_monster_picked():
    """Q: I pick Summoned Skull, Mystical Space Typhoon and Heavy Storm; my opponent's random pick
    is Summoned Skull. A: it is Special Summoned (no Tribute; I choose Attack Position); the two
    Spells and Chosen One go to my GY."""
    duel, s = _play(MONSTER_PICKED)
    s.pick("option", "Attack Position", player=0)
    _finish(s)
    assert _picked(duel) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and duel.monsters(0)[0].position == "attack"
    assert sorted(grave(duel, 0)) == [CHOSEN, "Heavy Storm", "Mystical Space Typhoon"] and hand(duel, 0) == []


def test_chosen_one_sends_all_three_when_a_spell_is_picked():
    """Q: the same three, but the random pick is Mystical Space Typhoon. A: nothing is summoned:
    all three cards (and Chosen One) go to my GY."""
    duel, s = _play(SPELL_PICKED)
    _finish(s)
    assert _picked(duel) == ["Mystical Space Typhoon"]
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == [CHOSEN, "Heavy Storm", "Mystical Space Typhoon", "Summoned Skull"]


def test_chosen_one_needs_a_monster_and_two_other_cards_in_hand():
    """Q: may I activate Chosen One holding only Summoned Skull and one Spell, or three Spells and
    no monster? A: no: it needs 1 Monster Card and 2 cards that are not monsters besides itself."""
    for others in (["Summoned Skull", "Heavy Storm"], ["Heavy Storm", "Mystical Space Typhoon", "Fissure"]):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.hand(0, CHOSEN, *others)
        duel = table.build()
        assert not Script(duel).has("activate", CHOSEN), others


def test_chosen_one_counts_a_trap_as_a_card_that_is_not_a_monster():
    """Q: my hand holds Summoned Skull, Heavy Storm and Mirror Force. A: a Trap is a card that is not
    a monster: Chosen One can be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CHOSEN, "Summoned Skull", "Heavy Storm", "Mirror Force")
    duel = table.build()
    assert Script(duel).has("activate", CHOSEN)


def test_chosen_one_under_imperial_order_does_nothing():
    """Q: my opponent's Imperial Order is face-up; I activate Chosen One. A: its effect is negated:
    nothing is picked, my hand stays as it was, Chosen One goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CHOSEN, "Summoned Skull", "Mystical Space Typhoon", "Heavy Storm")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build(seed=MONSTER_PICKED)
    s = Script(duel)
    s.pick("activate", CHOSEN, player=0)
    _finish(s)
    assert _picked(duel) == [] and duel.request.kind == "idle"
    assert grave(duel, 0) == [CHOSEN]
    assert hand(duel, 0) == ["Summoned Skull", "Mystical Space Typhoon", "Heavy Storm"]
