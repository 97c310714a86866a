"""Swords of Revealing Light flips the opponent's face-down monsters face-up: unlike Ceasefire
it does not stop their effects, so a Set Gravekeeper's Spy's FLIP effect and a Set Stealth
Bird's "flipped face-up" trigger are both activated, at the same time, by the monsters'
controller, who chooses their order in one chain.

Sources: Swords of Revealing Light's text (the opponent's face-down monsters are flipped
face-up when it resolves); Gravekeeper's Spy's and Stealth Bird's texts (a FLIP effect; a
trigger when it is flipped face-up, 1000 damage to the opponent); seed 000 §效果分類 誘發效果
(triggers reaching their timing together form one chain, each player placing their own),
seed 004 §连锁和咒文速度."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_swords_of_revealing_light_starts_stealth_birds_and_gravekeepers_spys_effects():
    """Question: player 0 activates Swords of Revealing Light while player 1 has a Set Stealth
    Bird and a Set Gravekeeper's Spy. Answer: both are flipped face-up; player 1 chains both
    effects in the order they choose: player 0 takes 1000 and the Spy Special Summons
    Gravekeeper's Spear Soldier from the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.monster(1, "Stealth Bird", position="set")
    table.monster(1, "Gravekeeper's Spy", position="set")
    table.deck(1, ["Gravekeeper's Spear Soldier", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", request="idle")
    s.expect(request="order", player=1)
    s.pick("chain_trigger", "Stealth Bird")
    if duel.request.kind == "order":
        s.pick("chain_trigger", "Gravekeeper's Spy")
    if duel.request.kind == "select":
        s.pick("select", "Gravekeeper's Spear Soldier", player=1)
    s.pick("option", "Defense Position", request="option", player=1)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert lp(duel) == (7000, 8000)
    assert field_monsters(duel, 1) == ["Stealth Bird", "Gravekeeper's Spy", "Gravekeeper's Spear Soldier"]
