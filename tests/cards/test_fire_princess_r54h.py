"""Fire Princess: each time its controller gains LP, 500 damage to their opponent.

Sources: the card's text (LON 2005 "Each time you gain Life Points, inflict 500 points of damage
to your opponent's Life Points"; today's the same, in our words): a mandatory trigger effect,
once for each gain, whichever player's card made the gain (the text says "you gain", so the
opponent's Upstart Goblin giving you LP counts: our reading of the text). A face-down Fire
Princess has no effect (seed 000 §怪獸效果: a monster's effect on the field works face-up). Skill
Drain negates the effect of a face-up monster on the field (seed 000 §效果分類)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_fire_princess_burns_when_i_gain_lp():
    """Q: I control Fire Princess and activate Dian Keto the Cure Master (+1000). A: I gain 1000,
    then my opponent takes 500: 9000 / 7500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fire Princess")
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master")
    _resolve(s)
    assert lp(duel) == (9000, 7500)
    assert [(e["player"], e["amount"]) for e in duel.log if e["type"] == "damage"] == [(1, 500)]


def test_fire_princess_burns_when_the_opponent_gives_me_lp():
    """Q: My opponent activates Upstart Goblin, which gives me 1000 LP, while I control Fire
    Princess. A: I gain 1000 and my opponent takes 500: the gain is mine, whoever caused it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Fire Princess")
    table.hand(0, "Upstart Goblin")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Upstart Goblin")
    _resolve(s)
    assert lp(duel) == (7500, 9000)


def test_fire_princess_does_not_burn_for_the_opponents_gain():
    """Q: I control Fire Princess; my opponent activates Dian Keto for themselves. A: nothing: only
    my own gains count: 8000 / 9000."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.monster(0, "Fire Princess")
    table.hand(1, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master", player=1)
    _resolve(s)
    assert lp(duel) == (8000, 9000)


def test_fire_princess_with_solemn_wishes_burns_once_per_gain():
    """Q: Solemn Wishes is face-up and I draw 2 with Pot of Greed. A: one gain (500 for the
    batch of draws), so one burn of 500: 8500 / 7500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fire Princess")
    table.spell_trap(0, "Solemn Wishes", face_down=False)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    _resolve(s)
    assert lp(duel) == (8500, 7500)


def test_fire_princess_face_down_does_nothing():
    """Q: My Fire Princess is Set; I activate Dian Keto. A: no damage: 9000 / 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fire Princess", position="set")
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master")
    _resolve(s)
    assert lp(duel) == (9000, 8000)


def test_fire_princess_under_skill_drain_does_nothing():
    """Q: Skill Drain is face-up; I control Fire Princess and activate Dian Keto. A: I gain 1000,
    no damage: 9000 / 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fire Princess")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master")
    _resolve(s)
    assert lp(duel) == (9000, 8000)
