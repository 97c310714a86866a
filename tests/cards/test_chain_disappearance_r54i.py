"""Chain Disappearance (57139487): a Normal Trap activated when a monster with 1000 or less ATK is
Normal Summoned, Flip Summoned or Special Summoned (either player's); it banishes that monster
and, if it did, every card with that name in the activating player's opponent's hand and Deck,
then that Deck is shuffled. It does not target.

Sources: the card's texts in our words (the 2005 TCG text, DR2/IOC: activate only when a monster
with 1000 or less ATK is Normal, Flip or Special Summoned, remove it from play and every card of
its name from the opponent's hand and Deck, then shuffle; the OCG text 《連鎖除外》 the same;
today's the same: no ERAS entry); yugioh-wiki.net 《連鎖除外》: no target is taken; a Normal Trap
(Spell Speed 2), not a Counter Trap; the ATK is the monster's ATK now. A Flip monster's effect
that was activated resolves though the monster was banished (seed 000 §誘發效果: an activated
monster effect resolves whatever happens to its monster, unless its text says otherwise)."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table

CD = "Chain Disappearance"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", hand0=("Sangan", "Sangan"), deck0=("Sangan", "Battle Ox", "Sangan", "Battle Ox")):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand0)
    table.deck(0, list(deck0))
    table.spell_trap(1, CD)
    return table


def test_chain_disappearance_banishes_sangan_and_every_copy():
    """Q: my opponent Normal Summons Sangan (1000 ATK) with another Sangan in hand and 2 in the Deck;
    I activate Chain Disappearance. A: the summoned Sangan and the 3 others are banished (Sangan
    never reaches the GY: no search); the two Battle Ox stay in the Deck, which is shuffled."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", "Sangan", request="idle", first=True)
    s.pick("activate", CD, player=1, request="chain")
    _resolve(s)
    assert banished(duel, 0) == ["Sangan"] * 4
    assert hand(duel, 0) == [] and duel.monsters(0) == []
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Battle Ox"]
    assert grave(duel, 0) == [] and grave(duel, 1) == [CD]
    assert any(e["type"] == "shuffle" and e.get("player") == 0 for e in duel.log)


def test_chain_disappearance_not_for_a_monster_over_1000_atk():
    """Q: my opponent Normal Summons Hitotsu-Me Giant (1200 ATK). May I activate Chain
    Disappearance? A: no: the monster must have 1000 or less ATK."""
    duel = _table(hand0=("Hitotsu-Me Giant",)).build()
    s = Script(duel)
    s.pick("summon", "Hitotsu-Me Giant", request="idle")
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert not s.has("activate", CD)
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == ["Hitotsu-Me Giant"] and banished(duel, 0) == []


def test_chain_disappearance_not_for_a_set_monster():
    """Q: my opponent Sets Sangan face-down. May I activate Chain Disappearance? A: no: a Set is
    no Summon."""
    duel = _table().build()
    s = Script(duel)
    s.pick("set", "Sangan", request="idle", first=True)
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert not s.has("activate", CD)
    _resolve(s)
    assert len(duel.monsters(0)) == 1 and banished(duel, 0) == []


def test_chain_disappearance_on_a_flip_summoned_magician_of_faith():
    """Q: my opponent Flip Summons Magician of Faith (300 ATK), whose Flip effect targets Pot of
    Greed in their GY; I chain Chain Disappearance. A: the Magician and the copy in their hand are
    banished; its Flip effect, already activated, still resolves: Pot of Greed returns to their
    hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.hand(0, "Magician of Faith")
    table.grave(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 3)
    table.spell_trap(1, CD)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", request="idle")
    while duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=0)
    s.pick("activate", CD, player=1, request="chain")
    _resolve(s)
    assert banished(duel, 0) == ["Magician of Faith"] * 2
    assert hand(duel, 0) == ["Pot of Greed"] and duel.monsters(0) == []


def test_chain_disappearance_on_a_special_summon_today_too():
    """Q: under today's rules, my opponent Special Summons Sangan from their GY with Monster
    Reborn; I activate Chain Disappearance. A: Sangan is banished with the Sangan of their hand;
    the Battle Ox stay."""
    table = _table(rules="MR5", hand0=("Monster Reborn", "Sangan"))
    table.grave(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    s.pick("activate", CD, player=1, request="chain")
    _resolve(s)
    assert banished(duel, 0) == ["Sangan"] * 4
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Battle Ox"]
