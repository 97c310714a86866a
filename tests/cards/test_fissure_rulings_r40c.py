"""Fissure's rulings as the 2002 starter decks raise them (SDY-025, SDK-031): it destroys the
opponent's face-up monster with the lowest ATK (it does not target).

The card plays one text under every preset; this test uses the default preset (MR5). Sources:
the card's text (it names no target: the monster is found when the effect is applied) and the
Yu-Gi-Oh! philosophy card of the day of 2012-04-02 (the face-up monster with the lowest ATK;
on a tie its player chooses); Pojo's card of the day of Reinforcements, 2002-05-20 (it may be
activated in the opponent's turn). Seed 000 §效果分類 (a chain resolves from its last link)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_fissure_destroys_the_lowest_atk_when_it_resolves_not_when_it_is_activated():
    """Q: I activate Fissure while my opponent controls Celtic Guardian (1400) and Battle Ox
    (1700); they chain Reinforcements on the Guardian (1900): A: Fissure looks when it
    resolves: the Ox is now the lowest and is destroyed."""
    table = Table(turn=3)
    table.hand(0, "Fissure")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Reinforcements")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    s.pick("activate", "Reinforcements", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Reinforcements"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
