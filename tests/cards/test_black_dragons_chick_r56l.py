"""Black Dragon's Chick (36262024): an ignition effect; its cost sends this face-up card to the GY,
and its controller Special Summons 1 "Red-Eyes Black Dragon" from the hand.

Sources: the card's texts in our words (its 2005 TCG print and today's do the same: no ERAS entry);
yugioh-wiki.net 《黒竜の雛》: the sending is a cost (seed 000 §發動與代價); a face-down Chick cannot
use it; it may be used the turn the Chick was Normal Summoned, and the Special Summon does not use
the Normal Summon; Skill Drain negates the effects of face-up monsters on the field only, and the
Chick is in the GY as its effect resolves, so Red-Eyes comes (as Rescue Cat's ruling,
yugioh-hack.com's Skill Drain article on effects whose cost removes their own monster)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CHICK = "Black Dragon's Chick"
REBD = "Red-Eyes Black Dragon"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _use(s, duel):
    s.pick("activate", CHICK, player=0, request="idle")
    _pass_all(s, duel)
    s.pick("select", REBD, player=0, request="select")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s, duel)


def test_black_dragons_chick_summons_red_eyes_from_the_hand():
    """Q: I Normal Summon Black Dragon's Chick and use it at once. A: the Chick goes to the GY as
    the cost, Red-Eyes Black Dragon comes from my hand; it used no Normal Summon (still 1 used)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CHICK, REBD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", CHICK)
    _pass_all(s, duel)
    _use(s, duel)
    assert grave(duel, 0) == [CHICK] and field_monsters(duel, 0) == [REBD]
    assert duel.players[0].hand == [] and duel.players[0].normal_summons == 1


def test_black_dragons_chick_needs_red_eyes_in_the_hand():
    """Q: Red-Eyes Black Dragon is in my GY and Deck, not my hand. A: the effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CHICK)
    table.grave(0, REBD)
    table.deck(0, [REBD])
    duel = table.build()
    assert not Script(duel).has("activate", CHICK)


def test_black_dragons_chick_face_down_cannot_be_used():
    """Q: my Chick is face-down. A: "this face-up card": the effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CHICK, position="set")
    table.hand(0, REBD)
    duel = table.build()
    assert not Script(duel).has("activate", CHICK)


def test_black_dragons_chick_under_skill_drain_still_summons():
    """Q: my opponent's Skill Drain is face-up; I use the Chick. A: the Chick is in the GY as the
    effect resolves: Red-Eyes Black Dragon is summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CHICK)
    table.hand(0, REBD)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    _use(s, duel)
    assert grave(duel, 0) == [CHICK] and field_monsters(duel, 0) == [REBD]


def test_black_dragons_chick_with_every_monster_zone_full():
    """Q: my 5 Monster Zones are full, the Chick one of them. A: the cost frees its zone: it may be
    used, and Red-Eyes takes that zone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    for name in ["Battle Ox", "Celtic Guardian", CHICK, "Mystical Elf", "Koumori Dragon"]:
        table.monster(0, name)
    table.hand(0, REBD)
    duel = table.build()
    s = Script(duel)
    _use(s, duel)
    assert duel.players[0].mzone[2].name == REBD and grave(duel, 0) == [CHICK]
