"""Proxy Dragon protects only the cards its controller controls on the field (round 48a).

Its effect: when a card its controller controls would be destroyed by battle or by a card
effect, they may destroy one of their monsters Proxy Dragon points to instead. Seed 000
§コントロール (a player controls only the cards on their side of the field: a card in the hand
or the Deck is owned, not controlled): it protects cards on the field only. Chain Destruction
destroys cards in the hand and the Deck, which Proxy Dragon cannot save."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_proxy_dragon_is_not_asked_when_chain_destruction_destroys_cards_in_the_hand_and_deck():
    """Q: Proxy Dragon in my Main Monster Zone 2 points to zones 1 and 3; I Normal Summon
    Battle Ox to zone 3 holding a second Battle Ox, with a third in my Deck; my opponent
    activates Chain Destruction on it. May Proxy Dragon destroy the summoned Battle Ox instead of
    the ones in my hand and Deck? A: no, I am not even asked: those cards are not on the field;
    both are destroyed, and the summoned Battle Ox stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Mystical Elf", zone=0)
    table.hand(0, "Battle Ox", "Battle Ox")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", first=True, zone=2)
    if duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Chain Destruction", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert duel.players[0].mzone[2].name == "Battle Ox"
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf", "Proxy Dragon"]
    assert grave(duel, 0) == ["Battle Ox", "Battle Ox"] and duel.players[0].hand == []
