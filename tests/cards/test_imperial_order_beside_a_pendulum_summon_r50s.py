"""Imperial Order negates Spell Cards' effects, and a Pendulum Monster in a Pendulum Zone is a
Spell Card; but its Pendulum Scale is not an effect, and a Pendulum Summon is a summon the rules
give a player with two Pendulum Zone cards (seed 001 【ペンデュラム召喚（靈擺召喚）】), not an effect
of either card. So under Imperial Order the player still Pendulum Summons with the scales
(tests/rules/test_pendulum.py: Imperial Order does negate a Pendulum Effect).

Sources: yugioh-wiki 「ペンデュラム召喚」 (quoting the rulebook: a Special Summon method the player
performs in their Main Phase with the two scales' printed numbers); nicovideo 「ペンデュラム召喚」 (the
same: a rule procedure). Confidence: moderate -- I found no ruling naming Imperial Order; the
reading is that a scale is a printed value, not an effect, so negation does not touch it."""

from duelist.testing.scenario import Script, Table


def test_a_pendulum_summon_under_imperial_order():
    """Q: my opponent's Imperial Order is face-up; Foucault's Cannon (scale 2) and Flash Knight
    (scale 7) are in my Pendulum Zones. May I Pendulum Summon Giant Soldier of Stone (Level 3)
    and Summoned Skull (Level 6)? A: yes."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Foucault's Cannon", "left")
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    s.pick("select", "Summoned Skull")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.answer(duel.request.options[0])
    assert sorted(c.name for c in duel.monsters(0)) == ["Giant Soldier of Stone", "Summoned Skull"]
