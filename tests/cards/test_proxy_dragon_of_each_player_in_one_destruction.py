"""Two Proxy Dragons, one on each side, in one destruction (stop 50, round 50a's mutation run on
the replacement loop that learnt mandatory substitutes).

Proxy Dragon's text (if a card(s) you control would be destroyed by battle or card effect, you
can destroy 1 of your monsters it points to instead) and the rule of replacements
(engine/destruction.py: each optional replacement is its controller's choice, for the cards it
protects): Heavy Storm would destroy a Set card of each player; each player may save theirs with
their own Proxy Dragon, the second asked after the first has applied."""

from duelist.testing.scenario import Script, Table


def test_each_players_proxy_dragon_saves_their_own_card_from_one_heavy_storm():
    """Q: each player controls Proxy Dragon pointing to Battle Ox and a Set Trap Hole; I activate
    Heavy Storm. A: I may destroy my Battle Ox instead of my Trap Hole, and then my opponent may
    destroy theirs instead of theirs: both Trap Holes stay, both Battle Oxen go."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    for player in (0, 1):
        table.monster(player, "Proxy Dragon", zone=2)       # (it points to zones 1 and 3)
        table.monster(player, "Battle Ox", zone=1)
        table.spell_trap(player, "Trap Hole")
    table.hand(0, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.expect("yes_no", player=0)
    s.answer(duel.request.options[0])
    s.expect("yes_no", player=1)
    s.answer(duel.request.options[0])
    for player in (0, 1):
        assert [c.name for c in duel.monsters(player)] == ["Proxy Dragon"]
        assert [c.name for c in duel.players[player].szone if c is not None] == ["Trap Hole"]
