"""Vampire Genesis (22056710): never Normal Summoned or Set; Special Summoned from the hand by
banishing 1 Vampire Lord its player controls; once per turn, discard 1 Zombie monster (a cost) and
target 1 Zombie monster in the GY of a lower Level than the discarded one: it is Special Summoned.

Sources: the card's texts in our words (the 2005 prints, SD2-JP001 / SD2-EN001, and today's,
LCJW-EN198, do the same: no ERAS entry); yugioh-wiki.net 《ヴァンパイアジェネシス》 (a Special Summon
monster; the discard is a cost; the lower-Level Zombie is 「自分の墓地から選択して」 summoned: a
target, chosen as the effect is activated -- tests/cards/test_vampire_genesis_targets_r56q.py, with
Necrovalley's negation)"""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

GENESIS = "Vampire Genesis"
LORD = "Vampire Lord"


def _attack_position(s):
    s.answer([o for o in s.duel.request.options if o.label == "Option Attack Position"][0])


def _finish(s):
    duel = s.duel
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            _attack_position(s)
        else:
            raise AssertionError(duel.request.kind)


def test_vampire_genesis_is_summoned_by_banishing_vampire_lord():
    """Q: I banish my Vampire Lord to Special Summon Vampire Genesis from my hand. A: Genesis is on
    my field (3000 ATK), Vampire Lord banished (not in the GY); my Normal Summon is unused."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GENESIS)
    table.monster(0, LORD)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", GENESIS, request="idle")
    s.pick("select", LORD, player=0)
    _finish(s)
    assert field_monsters(duel, 0) == [GENESIS] and banished(duel, 0) == [LORD] and grave(duel, 0) == []
    assert duel.atk(duel.monsters(0)[0]) == 3000 and duel.players[0].normal_summons == 0


def test_vampire_genesis_needs_a_vampire_lord_and_is_never_normal_summoned():
    """Q: I control two monsters but no Vampire Lord (one is in my GY). A: Genesis is offered
    neither as a Normal Summon or Set nor by its procedure."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GENESIS)
    table.monster(0, "Battle Ox")
    table.monster(0, "Dragon Zombie")
    table.grave(0, LORD)
    duel = table.build()
    assert [o for o in duel.request.options if o.name == GENESIS] == []


def test_vampire_genesis_discards_a_zombie_to_revive_a_lower_level_one():
    """Q: my GY holds Vampire Lord (Level 5) and Dragon Zombie (Level 3); I discard Pyramid Turtle
    (Level 4). A: only Dragon Zombie (lower than 4) may be summoned: it is on my field; Pyramid
    Turtle is in my GY; the effect is spent for the turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GENESIS)
    table.hand(0, "Pyramid Turtle", "Ryu Kokki")
    table.grave(0, LORD, "Dragon Zombie")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GENESIS, request="idle")
    s.pick("select", "Pyramid Turtle", player=0)
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Dragon Zombie"]
    s.pick("target", "Dragon Zombie", player=0)
    _finish(s)
    assert field_monsters(duel, 0) == [GENESIS, "Dragon Zombie"]
    assert grave(duel, 0) == [LORD, "Pyramid Turtle"] and hand(duel, 0) == ["Ryu Kokki"]
    assert not s.has("activate", GENESIS)


def test_vampire_genesis_needs_a_zombie_whose_level_leaves_one_lower():
    """Q: my hand holds Skull Servant (Level 1) and Battle Ox (not a Zombie); my GY Dragon Zombie
    (Level 3). A: no discard fits: Skull Servant leaves nothing of a lower Level, Battle Ox is no
    Zombie: the effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GENESIS)
    table.hand(0, "Skull Servant", "Battle Ox")
    table.grave(0, "Dragon Zombie")
    duel = table.build()
    assert not Script(duel).has("activate", GENESIS)

