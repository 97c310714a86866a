"""Swords of Revealing Light flips the opponent's face-down monsters face-up: unlike Ceasefire
it does not stop their effects, so a Set Gravekeeper's Spy's FLIP effect and a Set Stealth
Bird's "flipped face-up" trigger are both activated, at the same time, by the monsters'
controller, who chooses their order in one chain.

Sources: Swords of Revealing Light's text (the opponent's face-down monsters are flipped
face-up when it resolves); Gravekeeper's Spy's text (a FLIP effect); seed 000 §效果分類 誘發效果
(triggers reaching their timing together form one chain, each player placing their own),
seed 004 §连锁和咒文速度. Stealth Bird here is a stand-in with a "when flipped face-up: 1000
damage" trigger (tests/rules/stand_ins.py): the real card's damage starts only on a Flip
Summon (stop 41; tests/cards/test_burn_and_lockdown.py), so Swords starts nothing of it."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import burns_when_flipped_face_up


def test_the_real_stealth_bird_flipped_by_swords_deals_no_damage():
    """Question: the same Swords against a Set Stealth Bird alone. Answer: it is turned face-up,
    not Flip Summoned: its "when Flip Summoned: 1000 damage" does not start."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.monster(1, "Stealth Bird", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert not [e for e in duel.log if e["type"] == "chain" and e["name"] == "Stealth Bird"]


def test_swords_of_revealing_light_starts_stealth_birds_and_gravekeepers_spys_effects(monkeypatch):
    """Question: player 0 activates Swords of Revealing Light while player 1 has a Set Stealth
    Bird and a Set Gravekeeper's Spy. Answer: both are flipped face-up; player 1 chains both
    effects in the order they choose: player 0 takes 1000 and the Spy Special Summons
    Gravekeeper's Spear Soldier from the Deck."""
    burns_when_flipped_face_up(monkeypatch)
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
