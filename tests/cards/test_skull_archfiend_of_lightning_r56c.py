"""Skull Archfiend of Lightning (61370518): a 500 LP upkeep in its controller's Standby Phases,
and a die (1, 3 or 6) against the opponent's effects that target it.

Sources, read in our words: the card's text (DCR, 2005) and the OCG text on yugioh-wiki.net
《迅雷の魔王－スカル・デーモン》 (500 LP in each of its controller's Standby Phases; as an effect of
a card the opponent controls that targets it resolves, a die: 1, 3 or 6 negates that effect and
destroys that card, a continuous effect). A Level 6 monster: one Tribute (seed 000 §上級召喚).
Pandemonium waives the upkeep (its text)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import die_outcomes, rolled, standby, targeted

SA = "Skull Archfiend of Lightning"


def test_skull_archfiend_of_lightning_upkeep_500_and_pandemonium():
    """Q: (both texts) my Standby Phase with Skull Archfiend of Lightning face-up; then the same
    with my Pandemonium face-up. A: I pay 500; under Pandemonium nothing."""
    for rules in ("GOAT", "MR5"):
        assert lp(standby(SA, rules=rules)) == (7500, 8000), rules
        assert lp(standby(SA, field=["Pandemonium"], rules=rules)) == (8000, 8000), rules


def test_skull_archfiend_of_lightning_destroyed_when_the_upkeep_cannot_be_paid():
    """Q: I have 300 LP as my Standby Phase begins. A: it is destroyed; my LP stay 300."""
    duel = standby(SA, lp0=300)
    assert lp(duel) == (300, 8000) and grave(duel, 0) == [SA]


def test_skull_archfiend_of_lightning_die_on_1_3_or_6():
    """Q: my opponent's Snatch Steal targets it. A: on 1, 3 or 6 Snatch Steal is negated and
    destroyed; on 2, 4 or 5 they take control."""
    assert die_outcomes(SA, (1, 3, 6)) == {True, False}


def test_skull_archfiend_of_lightning_no_die_for_my_own_book_of_moon():
    """Q: I target it with my own Book of Moon. A: no die: it is turned face-down."""
    duel, target = targeted(SA, 0, card="Book of Moon", own=True)
    assert rolled(duel) == [] and not target.card(duel).face_up


def test_skull_archfiend_of_lightning_tribute_summon():
    """Q: I Tribute my Battle Ox to Normal Summon it. A: a Level 6 monster needs one Tribute; it
    is on the field with 2500 ATK."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, SA)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SA)
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == [SA] and grave(duel, 0) == ["Battle Ox"]
    assert duel.atk(duel.monsters(0)[0]) == 2500
