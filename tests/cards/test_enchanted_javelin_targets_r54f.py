"""Enchanted Javelin (96355986): it targets the attacking monster (round 54f).

Sources: the 2005 text (LOD-EN / PSV: "increase your Life Points by the ATK of the attacking
monster", activated when an opponent's monster declares an attack) names no "select"; the OCG
text and today's TCG text target that attacking monster. The Goat format's 2005 rulings treat
"the attacking monster" answers of that era as targeting it (as UDE ruled for Magic Cylinder and
Sakuretsu Armor against Spirit Reaper) -- our reading for the Javelin, no ruling page found
naming it; both presets play one targeting card (tests/cards/test_enchanted_javelin.py: a Spirit
Reaper it targets is destroyed after it resolves). Here the other consequence: Shadowknight
Archfiend's die against an effect of the opponent's card that targets it (its text)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _javelin_on_shadowknight(seed):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Shadowknight Archfiend")
    table.spell_trap(1, "Enchanted Javelin")
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("attack", "Shadowknight Archfiend", target="player")
    s.pick("activate", "Enchanted Javelin", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Shadowknight Archfiend", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_enchanted_javelin_targeting_shadowknight_archfiend_rolls_its_die():
    """Q: (GOAT) my opponent's Shadowknight Archfiend (2000) attacks me directly; I activate
    Enchanted Javelin. A: the Javelin targets it, so its die is rolled as the Javelin resolves:
    on a 3 the Javelin's effect is negated (no LP gained) and the Javelin destroyed, and I take
    1000 (halved); otherwise I gain 2000 first, then take 1000: 9000."""
    seen = set()
    for seed in range(60):
        duel = _javelin_on_shadowknight(seed)
        rolls = [e["result"] for e in of_type(duel, "die_roll")]
        assert len(rolls) == 1, seed
        assert grave(duel, 1) == ["Enchanted Javelin"]
        if rolls == [3]:
            assert of_type(duel, "recover") == [] and lp(duel) == (8000, 7000)
        else:
            assert [e["amount"] for e in of_type(duel, "recover")] == [2000] and lp(duel) == (8000, 9000)
        seen.add(rolls == [3])
        if len(seen) == 2:
            break
    assert seen == {True, False}
