"""Freed the Brave Wanderer (16556849): its effect targets (round 54f).

Sources: the 2005 text (IOC-014 / IOC-EN014, Invasion of Chaos: banish 2 LIGHT monsters from
your GY "to destroy 1 face-up monster on the field with ATK higher than this card's ATK"): the
monster is chosen as the effect is activated, which the 2005 rulings (UDE's convention the Goat
format keeps: an effect that picks 1 specific card on the field when activated targets it)
treat as a target -- our reading, no ruling page found naming Freed; today's text says "target"
outright (the OCG's 対象を取る), so both presets play one targeting effect. The consequence: a
monster that answers being targeted answers Freed -- Shadowknight Archfiend's die (its text:
an effect of the opponent's card that targets it is negated and that card destroyed on a 3,
rolled as the effect resolves). The cost (2 LIGHT monsters banished) is paid either way."""

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _freed_on_shadowknight(seed):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Freed the Brave Wanderer")
    sk = table.monster(1, "Shadowknight Archfiend")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon")
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", "Freed the Brave Wanderer", request="idle")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("target", sk)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_freed_the_brave_wanderer_targeting_shadowknight_archfiend_rolls_its_die():
    """Q: (GOAT) Freed targets my opponent's Shadowknight Archfiend (2000 > 1700). A: Freed
    targets it, so the Archfiend's die is rolled as Freed's effect resolves: on a 3 Freed's
    effect is negated and Freed destroyed (the Archfiend stays); otherwise the Archfiend is
    destroyed. The 2 LIGHT monsters stay banished in both cases."""
    seen = set()
    for seed in range(60):
        duel = _freed_on_shadowknight(seed)
        rolls = [e["result"] for e in of_type(duel, "die_roll")]
        assert len(rolls) == 1, seed
        assert sorted(banished(duel, 0)) == ["Blue-Eyes White Dragon", "Mystical Elf"]
        if rolls == [3]:
            assert grave(duel, 0) == ["Freed the Brave Wanderer"] and field_monsters(duel, 0) == []
            assert field_monsters(duel, 1) == ["Shadowknight Archfiend"]
        else:
            assert grave(duel, 1) == ["Shadowknight Archfiend"]
            assert field_monsters(duel, 0) == ["Freed the Brave Wanderer"]
        seen.add(rolls == [3])
        if len(seen) == 2:
            break
    assert seen == {True, False}
