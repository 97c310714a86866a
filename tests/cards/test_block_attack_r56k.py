"""Block Attack (25880422), Normal Spell: target 1 face-up Attack Position monster your opponent
controls; change it to Defense Position.

Sources, in our words: the card's text (MRD, 2002; today's the same); yugioh-wiki.net
《『攻撃』封じ》: it targets, so only a face-up Attack Position monster of the opponent's can be
chosen, and if the monster is no longer in face-up Attack Position as it resolves, nothing
happens (our reading of the targeting rule). The 2005 text and today's do the same."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

BA = "Block Attack"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_block_attack_changes_the_monster_to_defense():
    """Q: I activate Block Attack on the opponent's face-up Attack Position Battle Ox. A: it is
    now in face-up Defense Position; Block Attack is in my GY (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, BA)
        ox = table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", BA)
        s.pick("target", "Battle Ox")
        _pass_all(duel, s)
        assert ox.card(duel).position == "defense" and grave(duel, 0) == [BA], rules


def test_block_attack_needs_an_opponents_attack_position_monster():
    """Q: the opponent has only a face-up Defense Position Mystical Elf and a face-down monster; I
    have a face-up Attack Position Battle Ox. A: no legal target: Block Attack cannot be
    activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, BA)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", BA)


def test_block_attack_lets_the_attack_into_defense():
    """Q: I use Block Attack on the opponent's Summoned Skull (2500 ATK, 1200 DEF), then attack it
    with my Battle Ox (1700). A: the Skull is in Defense Position: it is destroyed and nobody
    takes damage."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, BA)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BA)
    s.pick("target", "Summoned Skull")
    _pass_all(duel, s)
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Summoned Skull"] and duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_block_attack_target_flipped_face_down_in_the_chain():
    """Q: I activate Block Attack on the opponent's Battle Ox; they chain Book of Moon on it. A:
    the Ox is face-down when Block Attack resolves: it stays face-down Defense (nothing happens)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, BA)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BA)
    s.pick("target", "Battle Ox")
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _pass_all(duel, s)
    assert ox.card(duel).position == "set"
