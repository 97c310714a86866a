"""Dark Scorpion - Chick the Yellow (61587183): when it deals its controller's opponent battle
damage, its controller may activate one of two effects, chosen as it is activated: target a
card on the field and return it to its owner's hand, or look at the top card of the opponent's
Deck and put it back on the top or at the bottom.

Sources: the card's text (2005 and today: one meaning, no ERAS entry; "When ... you can" in
2005, but the trigger is activated at once in the Damage Step, where nothing else happens
between the damage and its activation); yugioh-wiki.net 《黒蠍－逃げ足のチック》: a trigger
effect, one of the two chosen at activation; the return targets (any card on the field, Chick
itself included, the usual way to re-use it); the opponent does not see the top card, only its
controller does, who chooses top or bottom; the damage must be battle damage Chick itself deals
to the opponent. Skill Drain (its text): the effects of face-up monsters on the field are
negated, a trigger activated there resolves negated. The engine: `Ctx.to_deck(cards,
bottom=True)` (round 53k, `Duel.deck_bottom`)."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

CHICK = "Dark Scorpion - Chick the Yellow"


def _table(rules=None, deck1=("Celtic Guardian", "Battle Ox", "Mystical Elf")):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, CHICK)
    table.set_card = table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, list(deck1))      # top card first
    return table


def _deck_top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def _attack_and_activate(duel):
    """Chick attacks directly; the opponent passes; 1000 damage; Chick's controller says yes."""
    s = Script(duel)
    s.pick("attack", CHICK, target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7000)
    s.pick("yes", player=0, request="yes_no")
    return s


def _finish_chain(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_dark_scorpion_chick_the_yellow_returns_the_opponents_set_card():
    """Q: Chick attacks directly for 1000; may I return my opponent's Set Dust Tornado to the
    hand? A: yes: I choose the return as I activate, target Dust Tornado, and it goes back to
    its owner's hand."""
    table = _table()
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("option", "Return 1 card on the field to the hand", player=0, request="option")
    s.pick("target", table.set_card, player=0, request="target")
    _finish_chain(s, duel)
    assert hand(duel, 1) == ["Dust Tornado"]
    assert [c for c in duel.players[1].szone if c is not None] == []
    chain = of_type(duel, "chain")[-1]
    assert chain["name"] == CHICK and len(chain["targets"]) == 1


def test_dark_scorpion_chick_the_yellow_returns_itself():
    """Q: may Chick return itself to my hand after its direct attack? A: yes: it is a card on
    the field; it goes back to my hand."""
    duel = _table().build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[0])
    s.pick("target", CHICK, player=0, request="target")
    _finish_chain(s, duel)
    assert hand(duel, 0) == [CHICK]
    assert field_monsters(duel, 0) == []


def test_dark_scorpion_chick_the_yellow_puts_the_top_card_at_the_bottom():
    """Q: I choose to look at the top card of my opponent's Deck (Celtic Guardian) and put it at
    the bottom; who sees it, and where does it go? A: only I see it (a private reveal to me, no
    target asked); it goes under the Deck: Battle Ox is the new top card; the Deck keeps its
    three cards and nobody draws."""
    duel = _table().build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[1])
    assert duel.request.kind != "target"
    _finish_chain(s, duel)
    s.pick("option", "Put it at the bottom", player=0, request="option")
    assert _deck_top_first(duel, 1) == ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    reveal = of_type(duel, "reveal")[-1]
    assert reveal["private"]["player"] == 0 and reveal["private"]["name"] == "Celtic Guardian"
    assert "name" not in reveal     # nothing public about which card it was
    assert of_type(duel, "declare")[-1]["value"] == "Put it at the bottom"
    assert hand(duel, 1) == [] and grave(duel, 1) == []
    s.expect("battle", player=0)


def test_dark_scorpion_chick_the_yellow_leaves_the_top_card_on_top():
    """Q: the same look, but I leave the card on top? A: the Deck is as it was, Celtic Guardian
    on top."""
    duel = _table().build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[1])
    _finish_chain(s, duel)
    s.pick("option", "Leave it on top", player=0, request="option")
    assert _deck_top_first(duel, 1) == ["Celtic Guardian", "Battle Ox", "Mystical Elf"]


def test_dark_scorpion_chick_the_yellow_top_card_under_goat_rules():
    """Q: the same effect under the 2005 (Goat) rules, the card put at the bottom? A: the
    same: the 2005 text reads alike; Celtic Guardian ends at the bottom."""
    duel = _table(rules="GOAT").build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[1])
    _finish_chain(s, duel)
    s.pick("option", "Put it at the bottom", player=0, request="option")
    assert _deck_top_first(duel, 1) == ["Battle Ox", "Mystical Elf", "Celtic Guardian"]


def test_dark_scorpion_chick_the_yellow_with_an_empty_opponent_deck_only_returns():
    """Q: my opponent's Deck is empty: may I choose the look at the top card? A: no: only the
    return can be chosen; no mode is asked, the target question comes at once."""
    table = _table(deck1=())
    duel = table.build()
    s = _attack_and_activate(duel)
    s.expect("target", player=0)
    s.pick("target", table.set_card)
    _finish_chain(s, duel)
    assert hand(duel, 1) == ["Dust Tornado"]
    assert of_type(duel, "declare")[-1]["value"] == "Return 1 card on the field to the hand"


def test_dark_scorpion_chick_the_yellow_needs_battle_damage_to_the_opponent():
    """Q: Chick (1000 ATK) attacks my opponent's face-up Defense Position Mystical Elf (2000
    DEF); I take 1000 damage: may I activate Chick? A: no: it dealt no battle damage to the
    opponent; no question is asked."""
    table = _table()
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CHICK, target="Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7000, 8000)
    s.expect("battle", player=0)
    assert of_type(duel, "declare") == []


def test_dark_scorpion_chick_the_yellow_under_skill_drain_returns_nothing():
    """Q: my opponent's Skill Drain is face-up; Chick still deals 1000; I activate its return
    targeting Skill Drain: what happens? A: the effect is activated (a monster on the field
    under Skill Drain may activate) but negated as it resolves: Skill Drain stays; and the mode
    was fixed at activation."""
    table = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[0])
    s.pick("target", "Skill Drain", player=0, request="target")
    _finish_chain(s, duel)
    assert hand(duel, 1) == []
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Dust Tornado", "Skill Drain"]
    declared = of_type(duel, "declare")
    chain = of_type(duel, "chain")[-1]
    assert declared[-1]["value"] == "Return 1 card on the field to the hand"
    assert declared[-1]["i"] < chain["i"]       # the mode is declared as it is activated


def test_dark_scorpion_chick_the_yellow_deck_order_in_a_fork():
    """Q: (the engine) a copy of the duel made while the place is asked: does each copy keep its
    own Deck order? A: yes: the copy answering "bottom" puts Celtic Guardian at the bottom, the
    original answering "top" keeps it on top."""
    duel = _table().build()
    s = _attack_and_activate(duel)
    s.answer(s.expect("option", player=0).options[1])
    _finish_chain(s, duel)
    s.expect("option", player=0)
    other = duel.fork()
    Script(other).pick("option", "Put it at the bottom")
    s.pick("option", "Leave it on top")
    assert _deck_top_first(other, 1) == ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    assert _deck_top_first(duel, 1) == ["Celtic Guardian", "Battle Ox", "Mystical Elf"]
