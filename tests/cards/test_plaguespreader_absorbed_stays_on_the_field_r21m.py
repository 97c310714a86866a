"""A monster "banished when it leaves the field" that moves to a Spell & Trap Zone has not left
the field (engine/actions.py `_move`, round 21m: a mutant that banished it on any move while
such an effect lasted survived; no test moved such a monster from zone to zone).

Ruled here: player 1 Special Summons Plaguespreader Zombie from the GY by its own effect (it is
banished when it leaves the field); in player 0's turn Relinquished takes it as an Equip Card:
it is in player 0's Spell & Trap Zone, equipped to Relinquished, not banished."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_plaguespreader_taken_by_relinquished_is_equipped_not_banished():
    table = Table(turn=3, turn_player=1)
    relinquished = table.monster(0, "Relinquished", zone=0)
    zombie = table.grave(1, "Plaguespreader Zombie")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind if duel.request.kind != "idle" else "pass", first=True)
    card = zombie.card(duel)
    assert card.location == S.MZONE and card.controller == 1
    s.pick("end_turn", request="idle")
    while duel.turn_player != 0 or duel.phase != "main1" or duel.request.kind != "idle":
        s.pick("pass", first=True)
    s.pick("activate", "Relinquished", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, first=True)
    assert card.location == S.SZONE and card.controller == 0
    assert duel.equipped_to(card) is relinquished.card(duel)
    assert card not in duel.players[1].banished and card not in duel.players[0].banished
