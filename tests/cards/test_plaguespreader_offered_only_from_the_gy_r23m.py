"""Plaguespreader Zombie (33420078): "If this card is in your GY: You can place 1 card from
your hand on top of your Deck; Special Summon this card." Its effect is activated only while
it is in the GY (the effect's range, from its text): once it has left, the menu offers
it no more. The Main Phase menu lists its candidates from a kept walk of the player's cards,
made again when a card with something to offer in a place leaves or enters it (engine/duel.py
`_remove` / `_place` bump `_sides`; round 23m of docs/mutation.md: a card leaving the GY
without the bump stayed offered from where it had gone).

Ruled here: player 1 activates Plaguespreader Zombie from the GY (Battle Ox, a Normal Monster,
put on top of the Deck), and it is Special Summoned; the next menu offers no activation of
Plaguespreader Zombie, though player 1 still holds a card for the cost."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_plaguespreader_is_not_offered_again_once_summoned_from_the_gy():
    table = Table(turn=3, turn_player=1)
    zombie = table.grave(1, "Plaguespreader Zombie")
    table.hand(1, "Battle Ox", "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Plaguespreader Zombie")
    s.pick("activate", "Plaguespreader Zombie", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, first=True)
    card = zombie.card(duel)
    assert card.location == S.MZONE and len(duel.players[1].hand) == 1
    s.expect(request="idle", player=1)
    assert not s.has("activate", "Plaguespreader Zombie")
