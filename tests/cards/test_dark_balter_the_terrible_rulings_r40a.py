"""Dark Balter the Terrible (80071763): an Effect Monster it destroys by battle has its
effects negated. The effects negated are those its victim activates after the battle
wherever it is, so a floater's trigger in the GY (Mystic Tomato) and a FLIP effect of a monster
flipped and destroyed by its attack (Magician of Faith) do nothing. Sangan is tested in
tests/cards/test_dark_balter_the_terrible.py.

Sources: Dark Balter the Terrible's text; yugioh.fandom Card Rulings:Dark Balter the Terrible
(the negation covers effects that activate in the GY, like "Sangan"'s); seed 000 §效果分類 誘發效果
(a monster flipped by an attack activates its FLIP effect after damage calculation), §效果分類."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _run(duel, s):
    for _ in range(6):
        if duel.request.kind == "battle":
            return
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "target":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass")


def test_dark_balter_negates_mystic_tomatos_floater_effect():
    """Question: Dark Balter the Terrible destroys Mystic Tomato by battle; player 1 activates
    its effect. Answer: negated, no DARK monster comes from the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Balter the Terrible", summon_kind="fusion")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Gravekeeper's Spy", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target=tomato)
    _run(duel, s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Mystic Tomato"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Mystic Tomato"]


def test_dark_balter_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Question: Dark Balter the Terrible attacks a Set Magician of Faith and destroys it; its
    FLIP effect would take Pot of Greed back from the GY. Answer: negated, Pot of Greed stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Balter the Terrible", summon_kind="fusion")
    mof = table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target=mof)
    _run(duel, s)
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"]
