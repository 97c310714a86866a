"""Scapegoat Special Summons its Sheep Tokens, so it needs a player who may Special Summon: while
The Last Warrior from Another Planet is face-up ("neither player can Summon monsters") it
cannot be activated, and when The Last Warrior arrives in the chain above it, Scapegoat makes no
Token (a continuous effect applies at once, even in the middle of a chain's resolution: seed 000
§效果分類 › 永續效果; a Token is Special Summoned: seed 000 §特殊召喚). Its own rule ("no other
Summon this turn") never stops its own Tokens."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

SHEEP = "Sheep Token"
WARRIOR = "The Last Warrior from Another Planet"


def test_scapegoat_is_not_offered_while_the_last_warrior_is_face_up():
    """Q: my opponent controls a face-up The Last Warrior from Another Planet and my field is
    empty. Can I activate Scapegoat? A: no: I may not Summon, and its Tokens would be Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, WARRIOR)
    table.hand(0, "Scapegoat")
    duel = table.build()
    assert Script(duel).has("set_spell", "Scapegoat")
    assert not Script(duel).has("activate", "Scapegoat")


def test_the_last_warrior_revived_above_scapegoat_in_the_chain_leaves_it_no_token():
    """Player 0 Normal Summons Battle Ox; player 1 answers with Scapegoat (Chain Link 1), player 0
    chains Call of the Haunted on The Last Warrior from Another Planet (Chain Link 2): the
    Warrior is on the field when Scapegoat resolves, and no Sheep Token comes."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.properly_summoned(table.grave(0, WARRIOR))
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(1, "Scapegoat")
    table.hand(0, "Battle Ox")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("pass", player=0)
    s.pick("activate", "Scapegoat", player=1)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", WARRIOR, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert WARRIOR in field_monsters(duel, 0)
    assert SHEEP not in field_monsters(duel, 1)
    assert "Scapegoat" in [c.name for c in duel.players[1].grave]


def test_scapegoat_still_makes_its_own_tokens_under_its_own_rule():
    """Its cost forbids its player any other Summon that turn; its own four Tokens still come."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    duel = table.build()
    Script(duel).pick("activate", "Scapegoat")
    assert field_monsters(duel, 0).count(SHEEP) == 4
