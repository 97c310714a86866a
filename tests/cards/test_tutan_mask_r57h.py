"""Tutan Mask (3149764), Counter Trap: when a Spell or Trap Card is activated that targets 1
face-up Zombie monster on the field, negate the activation and destroy that card.

Sources, in our words: the card's texts (PGD-041, 2003, and today's: a Spell/Trap Card that targets
1 Zombie; no ERAS entry); yugioh-wiki.net 《ツタン仮面》: only a face-up Zombie ("a Force Field for
Zombies that also answers Traps but not face-down monsters"): it stops Book of Moon, Shrink, Trap
Hole, Sakuretsu Armor at no cost, and not Nobleman of Crossout on a face-down Zombie; Seed 000
§反擊陷阱: a Counter Trap is Spell Speed 3 and answers a card's activation as its chain link."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

TM = "Tutan Mask"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_tutan_mask_negates_book_of_moon_on_a_face_up_zombie():
    """Q: my opponent activates Book of Moon on my face-up Pyramid Turtle (a Zombie); I chain Tutan
    Mask. A: Book of Moon's activation is negated and it is destroyed; Pyramid Turtle stays face-up
    in Attack Position; Book of Moon and Tutan Mask are in the GYs (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Book of Moon")
        turtle = table.monster(1, "Pyramid Turtle")
        table.spell_trap(1, TM)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Book of Moon", player=0)
        s.pick("target", turtle, player=0)
        s.pick("activate", TM, player=1, request="chain")
        _resolve(s)
        assert turtle.card(duel).position == S.FACEUP_ATTACK, rules
        assert grave(duel, 0) == ["Book of Moon"] and grave(duel, 1) == [TM], rules


def test_tutan_mask_negates_a_trap_on_a_zombie():
    """Q: my face-up Spirit Reaper attacks; my opponent activates Sakuretsu Armor targeting it; I
    chain Tutan Mask. A: Sakuretsu Armor is negated and destroyed; Spirit Reaper is still on the
    field (a Trap Card's activation is covered, not only a Spell's; Spirit Reaper's own "destroyed
    when targeted" waits for an effect that targets it to resolve, and the negated one does not)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    reaper = table.monster(0, "Spirit Reaper")
    table.spell_trap(0, TM)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", reaper, target="Mystical Elf")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", reaper, player=1)
    s.pick("activate", TM, player=0, request="chain")
    _resolve(s)
    assert reaper.card(duel).location == S.MZONE
    assert grave(duel, 1) == ["Sakuretsu Armor"] and grave(duel, 0) == [TM]


def test_tutan_mask_not_for_a_face_down_zombie():
    """Q: my opponent activates Nobleman of Crossout on my face-down Pyramid Turtle. May I
    chain Tutan Mask? A: no: the monster targeted is not a face-up Zombie; Tutan Mask is not offered and Pyramid Turtle is destroyed and banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    turtle = table.monster(1, "Pyramid Turtle", position="set")
    table.spell_trap(1, TM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=0)
    s.pick("target", turtle, player=0)
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert not s.has("activate", TM)
    _resolve(s)
    assert turtle.card(duel).location == S.BANISHED
    assert grave(duel, 1) == [] and duel.monsters(1) == []


def test_tutan_mask_not_for_a_monster_of_another_type():
    """Q: my opponent activates Book of Moon on my face-up Battle Ox (a Beast-Warrior). May I chain
    Tutan Mask? A: no; Battle Ox is turned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, TM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", ox, player=0)
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert not s.has("activate", TM)
    _resolve(s)
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE


def test_tutan_mask_not_against_a_monster_effect():
    """Q: my opponent Tributes Exiled Force to destroy my face-up Pyramid Turtle (a monster effect
    that targets it). May I chain Tutan Mask? A: no: only a Spell or Trap Card's activation is
    answered; Pyramid Turtle is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    turtle = table.monster(1, "Pyramid Turtle")
    table.spell_trap(1, TM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force", player=0)
    s.pick("target", turtle, player=0)
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert not s.has("activate", TM)
    _resolve(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=1)      # (Pyramid Turtle's own summon from the Deck: none there)
    assert grave(duel, 1) == ["Pyramid Turtle"]


def test_tutan_mask_keeps_ryu_kokki_from_snatch_steal():
    """Q: my opponent activates Snatch Steal on my face-up Ryu Kokki (a Zombie); I chain Tutan
    Mask. A: Snatch Steal is negated and destroyed, so it never equips: I keep Ryu Kokki."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    kokki = table.monster(1, "Ryu Kokki")
    table.spell_trap(1, TM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=0)
    s.pick("target", kokki, player=0)
    s.pick("activate", TM, player=1, request="chain")
    _resolve(s)
    assert kokki.card(duel).controller == 1 and kokki.card(duel).location == S.MZONE
    assert grave(duel, 0) == ["Snatch Steal"] and grave(duel, 1) == [TM]
