"""Dark Scorpion - Cliff the Trap Remover (6967870): when it deals its controller's opponent
battle damage, its controller may activate one of two effects, picked as it is activated: target
a Spell/Trap on the field and destroy it, or send the top 2 cards of the opponent's Deck to the GY.

Sources: the card's text (DR1 2005 and today's, in our words: one meaning, no ERAS entry; the
2005 "When ... you can" is activated at once in the Damage Step, nothing happening between the
damage and it); yugioh-wiki.net 《黒蠍－罠はずしのクリフ》: a trigger effect, one of the two chosen
at activation, the destruction targets (対象をとる) any Spell/Trap on the field, either side;
as for Chick the Yellow and Don Zaloog (their tests), only battle damage Cliff itself deals to
the opponent starts it. Skill Drain (its text): a face-up monster's effect on the field is
negated; the trigger is activated and resolves doing nothing."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

CLIFF = "Dark Scorpion - Cliff the Trap Remover"


def _table(rules="GOAT", set_card=True, deck1=("Celtic Guardian", "Battle Ox", "Mystical Elf")):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, CLIFF)
    if set_card:
        table.set_card = table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, list(deck1))      # top card first
    return table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack_and_activate(duel):
    s = Script(duel)
    s.pick("attack", CLIFF, target="player")
    _finish(s)
    assert lp(duel) == (8000, 6800)
    s.pick("yes", player=0, request="yes_no")
    return s


def _deck_top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def test_dark_scorpion_cliff_the_trap_remover_destroys_a_set_card():
    """Q: Cliff attacks directly for 1200; I pick the destruction and target my opponent's Set
    Dust Tornado. A: it is destroyed (to the GY); my opponent's Deck is untouched."""
    table = _table()
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("option", "Destroy 1 Spell/Trap on the field", player=0, request="option")
    s.pick("target", table.set_card, player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Dust Tornado"]
    assert _deck_top_first(duel, 1) == ["Celtic Guardian", "Battle Ox", "Mystical Elf"]
    assert of_type(duel, "chain")[-1]["name"] == CLIFF


def test_dark_scorpion_cliff_the_trap_remover_mills_two():
    """Q: I pick the other effect instead. A: the top 2 cards of my opponent's Deck (Celtic
    Guardian, Battle Ox) go to the GY, nothing is targeted, Dust Tornado stays Set."""
    table = _table()
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("option", "Send the top 2 cards of the opponent's Deck to the GY", player=0, request="option")
    _finish(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert _deck_top_first(duel, 1) == ["Mystical Elf"]
    assert table.set_card.card(duel).location == "szone"
    assert "targets" not in of_type(duel, "chain")[-1]


def test_dark_scorpion_cliff_the_trap_remover_mills_with_no_spell_or_trap_on_the_field():
    """Q: no Spell or Trap is on the field. A: the trigger is still offered; only the mill can
    be picked (no question of which effect), and 2 cards go to the GY."""
    duel = _table(set_card=False).build()
    s = _attack_and_activate(duel)
    _finish(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]


def test_dark_scorpion_cliff_the_trap_remover_destroys_with_an_empty_deck():
    """Q: my opponent's Deck is empty. A: only the destruction is left: it targets Dust Tornado
    with no question of which effect."""
    table = _table(deck1=())
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("target", table.set_card, player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Dust Tornado"]


def test_dark_scorpion_cliff_the_trap_remover_nothing_to_do_no_trigger():
    """Q: no Spell/Trap on the field and my opponent's Deck is empty. A: neither effect could do
    anything: no trigger is offered."""
    duel = _table(set_card=False, deck1=()).build()
    s = Script(duel)
    s.pick("attack", CLIFF, target="player")
    _finish(s)
    assert lp(duel) == (8000, 6800)
    assert duel.request.kind == "battle"


def test_dark_scorpion_cliff_the_trap_remover_is_optional():
    """Q: must I use it? A: no ("you can"): I decline; nothing is destroyed or milled."""
    table = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CLIFF, target="player")
    _finish(s)
    s.pick("no", player=0, request="yes_no")
    _finish(s)
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 3


def test_dark_scorpion_cliff_the_trap_remover_no_damage_no_trigger():
    """Q: Cliff (1200) attacks Mystical Elf in Defense Position (2000 DEF): I take 800 and the
    opponent none. A: no battle damage to the opponent, no trigger."""
    table = _table()
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CLIFF, target="Mystical Elf")
    _finish(s)
    assert lp(duel) == (7200, 8000) and duel.request.kind == "battle"


def test_dark_scorpion_cliff_the_trap_remover_targeted_trap_cannot_be_chained_in_the_damage_step():
    """Q: Cliff targets my opponent's Set Dust Tornado; may they chain it to save it? A: no: the
    trigger is activated in the Damage Step, where only Counter Traps and effects that change
    ATK/DEF may be activated (Seed 004 §战斗处理时（伤害步骤）的注意); Dust Tornado is destroyed without a chain
    window for it."""
    table = _table()
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("option", "Destroy 1 Spell/Trap on the field", player=0)
    s.pick("target", table.set_card, player=0)
    assert duel.request.kind != "chain" or not s.has("activate", "Dust Tornado")
    _finish(s)
    assert grave(duel, 1) == ["Dust Tornado"]
    assert [e["name"] for e in of_type(duel, "chain")] == [CLIFF]


def test_dark_scorpion_cliff_the_trap_remover_under_skill_drain_does_nothing():
    """Q: my opponent has Skill Drain face-up. A: the trigger may be activated but resolves
    negated: Dust Tornado stays and nothing is milled."""
    table = _table(set_card=False)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = _attack_and_activate(duel)
    if duel.request.kind == "option":
        s.pick("option", "Send the top 2 cards of the opponent's Deck to the GY", player=0)
    _finish(s)
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 3
