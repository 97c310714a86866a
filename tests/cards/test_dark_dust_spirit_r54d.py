"""Dark Dust Spirit (89111398): a Spirit monster that can never be Special Summoned; when it is
Normal Summoned or turned face-up, every other face-up monster on the field is destroyed; it goes
back to its owner's hand in the End Phase of a turn in which it was Normal Summoned or turned
face-up.

Sources: the card's texts in our words (the 2005 TCG text and today's: the same, mandatory, no
target: no ERAS entry); yugioh-wiki.net 《砂塵の悪霊》: a mandatory trigger that destroys every
other face-up monster, both sides, the face-down ones left alone; a Tribute Summon is a Normal
Summon; Spirit monsters (Seed 004 §特殊效果怪兽 灵魂怪兽: cannot be Special Summoned unless the
text says; back to the hand in the End Phase of the turn it was Normal Summoned or flipped).
Scapegoat's Sheep Tokens are face-up monsters (its text)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DDS = "Dark Dust Spirit"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_dust_spirit_tribute_summoned_destroys_every_other_face_up_monster():
    """Q: I Tribute my Battle Ox to Normal Summon Dark Dust Spirit; I also control a face-up
    Celtic Guardian, my opponent a face-up Mystical Elf and a Set Hitotsu-Me Giant. A: Celtic
    Guardian and Mystical Elf are destroyed; the Set Giant and Dark Dust Spirit stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DDS)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DDS)
    s.pick("tribute", "Battle Ox", request="tribute")
    _resolve(s)
    assert field_monsters(duel, 0) == [DDS]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 1) == ["Mystical Elf"]
    assert giant.card(duel).location == S.MZONE and giant.card(duel).position == "set"


def test_dark_dust_spirit_returns_to_the_hand_in_the_end_phase():
    """Q: I Normal Summoned Dark Dust Spirit this turn; the turn ends. A: in the End Phase it goes
    back to my hand; my field is empty in my opponent's turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DDS)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DDS)
    s.pick("tribute", "Battle Ox", request="tribute")
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == [] and hand(duel, 0) == [DDS]


def test_dark_dust_spirit_flip_summoned_destroys_too():
    """Q: my Dark Dust Spirit was Set on an earlier turn; I Flip Summon it while my opponent has
    three Sheep Tokens. A: the three face-up Tokens are destroyed (and vanish)."""
    table = Table(rules="GOAT", turn=5, turn_player=0)
    table.monster(0, DDS, position="set")
    for code in (73915052, 73915053, 73915054):
        table.monster(1, code, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", DDS)
    _resolve(s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == []
    assert field_monsters(duel, 0) == [DDS]


def test_dark_dust_spirit_cannot_be_special_summoned():
    """Q: Dark Dust Spirit is in my GY; may I target it with Monster Reborn? A: no: it can never
    be Special Summoned; Monster Reborn finds no target, so it is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, DDS)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_dark_dust_spirit_turned_face_down_by_book_of_moon_in_answer():
    """Q: my Dark Dust Spirit's summon trigger is on the chain; my opponent chains their Set
    Book of Moon to turn it face-down. A: the trigger still resolves (it is not "only while face-up"): the
    face-up Battle Ox of my opponent is destroyed; Dark Dust Spirit is Set now, and, no longer
    face-up, it does not return to my hand in the End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DDS)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DDS)
    s.pick("tribute", "Celtic Guardian", request="tribute")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", DDS, player=1)
    _resolve(s)
    spirit = [c for c in duel.monsters(0) if c.name == DDS][0]
    assert spirit.position == "set"
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Book of Moon"]
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and hand(duel, 0) == [] and [c.name for c in duel.monsters(0)] == [DDS]
