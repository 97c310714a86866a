"""Apprentice Magician's Spell Counter goes only on a card with room for one (round 48a).

The card's text: when it is Summoned, target 1 face-up card you can place a Spell Counter on,
and place 1 on it. Seed 000 §カウンター (a card holds no more counters than its text allows):
Breaker the Magical Warrior already holding its one Spell Counter has no room, so it is no
target; Skilled White Magician (up to 3) is."""

from duelist.testing.scenario import Script, Table


def test_breaker_holding_its_counter_is_no_target_for_apprentice_magician():
    """Q: I Normal Summon Breaker the Magical Warrior (it gets its Spell Counter), then revive
    Apprentice Magician with Monster Reborn beside Skilled White Magician. Which cards may the
    Apprentice's effect target? A: only Skilled White Magician: Breaker's one counter fills it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Breaker the Magical Warrior", "Monster Reborn")
    table.grave(0, "Apprentice Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Apprentice Magician")
    for _ in range(6):
        if duel.request.kind == "target":
            break
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Skilled White Magician"]
