"""Catnipped Kitty (96501677), Effect Monster: once per turn, in its controller's Main Phase, it
targets a face-up monster the opponent controls; that monster's DEF becomes 0 until the end of the
turn.

Sources: the card's text in our words (RDS 2005 and today's agree: no ERAS entry); no ruling page
found for the details below, which are our reading of the text: only a face-up monster is a target;
the DEF is 0 for this turn only; gains applied on top still count (a "becomes" value, as Black Rose
Dragon's). Skill Drain: yugioh-wiki.net 《スキルドレイン》 (an effect activated on the field is negated
as it resolves)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KITTY = "Catnipped Kitty"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, KITTY)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    if setup:
        setup(table)
    duel = table.build()
    return duel, Script(duel), elf


def test_catnipped_kitty_sets_a_defense_to_zero_for_an_attacker():
    """Q: I use Catnipped Kitty on my opponent's Mystical Elf (2000 DEF), then attack it with my Battle
    Ox (1700). A: the Elf's DEF is 0: the Ox destroys it, no one takes damage."""
    duel, s, elf = _table(setup=lambda t: t.monster(0, "Battle Ox"))
    s.pick("activate", KITTY, request="idle")
    s.pick("target", elf, player=0)
    _pass(duel, s)
    assert duel.defense(elf.card(duel)) == 0 and duel.atk(elf.card(duel)) == 800
    s.pick("battle", request="idle")
    _pass(duel, s)
    s.pick("attack", "Battle Ox", target=elf, request="battle")
    _pass(duel, s)
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)


def test_catnipped_kitty_once_per_turn():
    """Q: I used Catnipped Kitty on the Elf this turn. May I use it again (on Celtic Guardian)? A: no:
    once per turn."""
    duel, s, elf = _table(setup=lambda t: t.monster(1, "Celtic Guardian"))
    s.pick("activate", KITTY, request="idle")
    s.pick("target", elf, player=0)
    _pass(duel, s)
    assert not s.has("activate", KITTY)


def test_catnipped_kitty_not_a_face_down_monster():
    """Q: my opponent's only monster is a Set Mystical Elf. May I use Catnipped Kitty? A: no: it targets
    a face-up monster only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, KITTY)
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", KITTY)


def test_catnipped_kitty_lasts_until_the_end_of_the_turn():
    """Q: I set the Elf's DEF to 0 with Catnipped Kitty and end my turn. A: in my opponent's turn the
    Elf has its 2000 DEF again."""
    duel, s, elf = _table()
    s.pick("activate", KITTY, request="idle")
    s.pick("target", elf, player=0)
    _pass(duel, s)
    assert duel.defense(elf.card(duel)) == 0
    s.end_turn()
    assert duel.turn == 4 and duel.defense(elf.card(duel)) == 2000


def test_catnipped_kitty_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; I activate Catnipped Kitty on the Elf. A: the effect may
    be activated, but it is negated as it resolves (Skill Drain negates the effects of face-up
    monsters on the field; an ignition effect activated there is negated: yugioh-wiki.net
    《スキルドレイン》): the Elf keeps its 2000 DEF."""
    duel, s, elf = _table(setup=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    s.pick("activate", KITTY, request="idle")
    s.pick("target", elf, player=0)
    _pass(duel, s)
    assert duel.defense(elf.card(duel)) == 2000
