"""Kuriboh answers only the opponent's attack (round 48c).

Kuriboh's text: during damage calculation, if your opponent's monster attacks, you can discard
this card; you take no battle damage from that battle. When its own controller's monster
attacks, it is never offered, even though that player takes battle damage."""

from duelist.testing.scenario import Script, Table


def test_kuriboh_is_not_offered_when_my_own_battle_ox_attacks_into_summoned_skull():
    """Q: my Battle Ox (1700) attacks my opponent's Summoned Skull (2500); Kuriboh is in my hand.
    May I discard it in damage calculation? A: no: my own monster attacks; I take 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Kuriboh")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    for _ in range(12):
        if duel.request.kind != "chain":
            break
        assert not s.has("activate", "Kuriboh")
        s.pick("pass")
    assert duel.players[0].lp == 7200
    assert [c.name for c in duel.players[0].hand] == ["Kuriboh"]
