"""Guardian Statue (75209824): once per turn it may turn itself face-down; when it is Flip
Summoned it targets a monster the opponent controls and returns it to the hand (mandatory).

Sources: its text (the 2005 print, The Lost Millennium TLM-EN021: once per turn it may flip
itself face-down; when Flip Summoned successfully, 1 monster on the opponent's side returns to
its owner's hand; the OCG text quoted on w.atwiki.jp/ygo000 says the same); today's text (it
targets 1 monster the opponent controls): our reading plays the 2005 text the same, a target
too, as Medusa Worm's row (tests/cards/test_medusa_worm.py): no ERAS entry. Only a Flip Summon
starts it, not a flip by an attack or by Book of Taiyou (the words "Flip Summoned"; as Guardian
Sphinx and Stealth Bird). Skill Drain's text: the effects of face-up monsters on the field are
negated, so the trigger resolves to nothing while the Statue is face-up; a Fusion Monster
returned goes to the Extra Deck (seed 000 §卡片的移動)."""

from duelist.testing.reads import field_monsters, hand, lp, of_type
from duelist.testing.scenario import Script, Table

STATUE = "Guardian Statue"


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_guardian_statue_flip_summon_returns_an_opponents_monster():
    """Q: (both texts) I Flip Summon Guardian Statue; my opponent controls Summoned Skull and a
    Set Mystical Elf. A: its trigger targets one of them, Summoned Skull, which returns to their
    hand; the Elf stays."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, STATUE, position="set")
        skull = table.monster(1, "Summoned Skull")
        table.monster(1, "Mystical Elf", position="set")
        duel = table.build()
        s = Script(duel)
        s.pick("flip_summon", STATUE, request="idle")
        _settle(s, duel)
        s.pick("target", skull, player=0)
        _settle(s, duel)
        assert hand(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Mystical Elf"], rules


def test_guardian_statue_returns_a_fusion_monster_to_the_extra_deck():
    """Q: the Statue's Flip Summon targets my opponent's Gaia the Dragon Champion. A: it goes back
    to their Extra Deck, not their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, STATUE, position="set")
    gaia = table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", STATUE, request="idle")
    _settle(s, duel)
    s.pick("target", gaia, player=0)
    _settle(s, duel)
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"] and hand(duel, 1) == []


def test_guardian_statue_turns_itself_face_down_once_per_turn():
    """Q: may my face-up Guardian Statue turn itself face-down, and again the same turn? A: once:
    it is face-down in Defense Position, then the menu no longer offers it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    statue = table.monster(0, STATUE)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", STATUE, request="idle")
    _settle(s, duel)
    assert statue.card(duel).position == "set" and field_monsters(duel, 1) == ["Summoned Skull"]
    assert not s.has("activate", STATUE)


def test_guardian_statue_flipped_by_an_attack_returns_nothing():
    """Q: my opponent's Battle Ox attacks my Set Guardian Statue (1400 DEF). A: it is flipped
    face-up by the attack, not Flip Summoned: it is destroyed and nothing returns to the hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    statue = table.monster(0, STATUE, position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=statue)
    _settle(s, duel)
    assert statue.card(duel).location == "grave"
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Celtic Guardian"] and hand(duel, 1) == []
    assert lp(duel) == (8000, 8000)


def test_guardian_statue_flipped_by_book_of_taiyou_returns_nothing():
    """Q: I flip my Set Guardian Statue face-up with Book of Taiyou. A: no Flip Summon: my
    opponent's Summoned Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    statue = table.monster(0, STATUE, position="set")
    table.hand(0, "Book of Taiyou")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Taiyou", player=0)
    s.pick("target", statue, player=0)
    _settle(s, duel)
    assert statue.card(duel).face_up and field_monsters(duel, 1) == ["Summoned Skull"]


def test_guardian_statue_under_skill_drain_returns_nothing():
    """Q: my opponent's Skill Drain is face-up when I Flip Summon Guardian Statue. A: the trigger
    is activated (it targets Summoned Skull) but negated as it resolves: the Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, STATUE, position="set")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", STATUE, request="idle")
    _settle(s, duel)
    s.pick("target", skull, player=0)
    _settle(s, duel)
    assert [e["name"] for e in of_type(duel, "negated")] == [STATUE]
    assert field_monsters(duel, 1) == ["Summoned Skull"] and hand(duel, 1) == []
