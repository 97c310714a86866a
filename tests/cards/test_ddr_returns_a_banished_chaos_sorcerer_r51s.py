"""D.D.R. - Different Dimension Reincarnation on banished monsters that cannot be Normal Summoned.

Chaos Sorcerer and Black Luster Soldier - Envoy of the Beginning are Special Summoned by their
own procedure first; only a copy so summoned (and not since returned to the hand or Deck) may
be Special Summoned by another card's effect, from the GY or from among the banished cards
(seed 000 §具有蘇生限制的怪獸的特殊召喚). Banished from the field by D.D. Warrior Lady after its
proper summon, Chaos Sorcerer may come back with D.D.R.; an Envoy banished without ever being so
summoned may not."""

from duelist.testing.reads import banished, field_monsters
from duelist.testing.scenario import Script, Table

DDR = "D.D.R. - Different Dimension Reincarnation"
ENVOY = "Black Luster Soldier - Envoy of the Beginning"


def test_ddr_offers_the_chaos_sorcerer_banished_after_its_proper_summon_only():
    """Q: my Chaos Sorcerer (summoned by its procedure) battled D.D. Warrior Lady, which
    banished both. An Envoy I never summoned is banished too. Which may D.D.R. bring back?
    A: Chaos Sorcerer only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Chaos Sorcerer", summon_kind="proc")
    lady = table.monster(1, "D.D. Warrior Lady")
    table.hand(0, DDR, "Battle Ox")
    table.banished(0, ENVOY, face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Chaos Sorcerer", target=lady)
    for _ in range(12):
        if duel.request.kind == "battle" and duel.request.player == 0:
            break
        if duel.request.kind == "yes_no":
            s.pick("yes", "D.D. Warrior Lady", player=1)
        else:
            s.pick("pass")
    assert sorted(banished(duel, 0)) == sorted([ENVOY, "Chaos Sorcerer"])
    assert banished(duel, 1) == ["D.D. Warrior Lady"]
    s.pick("end_battle")
    for _ in range(5):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    s.pick("activate", DDR, request="idle")
    s.pick("select", "Battle Ox")
    assert [o.name for o in s.expect(request="target").options] == ["Chaos Sorcerer"]
    s.pick("target", "Chaos Sorcerer")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Chaos Sorcerer"]
