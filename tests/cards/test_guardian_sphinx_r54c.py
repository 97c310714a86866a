"""Guardian Sphinx: once per turn it may turn itself face-down; when Flip Summoned, every monster
the opponent controls returns to the hand.

Sources: the card's text (2005 print, Pharaonic Guardian: once per turn in your Main Phase it can
be flipped face-down; when Flip Summoned successfully, all monsters on the opponent's side
return to their owners' hands; today's says the same: no era entry), in our own words. The
return is a mandatory trigger of the Flip Summon only, not a FLIP effect: flipped face-up by an
attack it returns nothing (as Stealth Bird's "When this card is Flip Summoned", yugioh-wiki.net).
It targets nothing, so face-down monsters go too; a Fusion Monster goes to the Extra Deck (seed
000 §卡片的移動). Skill Drain's text: the effects of face-up monsters on the field are negated."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_guardian_sphinx_flip_summoned_returns_every_opponents_monster():
    """Q: I Flip Summon Guardian Sphinx; my opponent has Summoned Skull face-up, a Set Mystical
    Elf and Gaia the Dragon Champion (a Fusion). A: all go back: the Skull and the Elf to their
    hand, the Fusion Monster to their Extra Deck; my Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    sphinx = table.monster(0, "Guardian Sphinx", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", sphinx)
    _pass_all(s, duel)
    assert sorted(hand(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
    assert field_monsters(duel, 1) == []
    assert field_monsters(duel, 0) == ["Guardian Sphinx", "Battle Ox"]


def test_guardian_sphinx_turns_itself_face_down_once_per_turn():
    """Q: may my face-up Guardian Sphinx turn itself face-down in my Main Phase? A: yes, once per
    turn: it is face-down in Defense Position; my opponent's monsters stay (no Flip Summon)."""
    table = Table(turn=3, turn_player=0)
    sphinx = table.monster(0, "Guardian Sphinx")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", sphinx, request="idle")
    _pass_all(s, duel)
    assert sphinx.card(duel).position == "set"
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert not s.has("activate", sphinx)


def test_guardian_sphinx_turned_face_down_is_flip_summoned_next_turn():
    """Q: I turned Guardian Sphinx face-down last turn; this turn I Flip Summon it. A: every
    monster my opponent controls returns to the hand."""
    table = Table(turn=3, turn_player=0)
    sphinx = table.monster(0, "Guardian Sphinx")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", sphinx, request="idle")
    _pass_all(s, duel)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0
    s.pick("flip_summon", sphinx)
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Battle Ox", "Summoned Skull"]


def test_guardian_sphinx_flipped_by_an_attack_returns_nothing():
    """Q: my opponent's Battle Ox attacks my Set Guardian Sphinx (2400 DEF). A: it is flipped
    face-up by the attack, not Flip Summoned: nothing returns; the Ox's player takes 700."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    sphinx = table.monster(0, "Guardian Sphinx", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sphinx, player=1)
    _pass_all(s, duel)
    assert field_monsters(duel, 1) == ["Battle Ox"] and hand(duel, 1) == []
    assert duel.players[1].lp == 8000 - 700


def test_guardian_sphinx_flip_summoned_under_skill_drain_returns_nothing():
    """Q: (Goat) my opponent's Skill Drain is face-up; I Flip Summon Guardian Sphinx. A: its
    effect is negated on the field: every monster stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    sphinx = table.monster(0, "Guardian Sphinx", position="set")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", sphinx)
    _pass_all(s, duel)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and hand(duel, 1) == []
