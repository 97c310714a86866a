"""A negating card turned on or off while a card's effect waits on the chain (seed 000 §連鎖:
chain links resolve last to first, each effect applied as things stand when it resolves; §永續
效果: a continuous effect applies while its card is face-up and stops when it leaves). So a
Spell's effect is negated if Imperial Order applies when it resolves -- even when the Order was
activated in answer to it -- and applies if the Order left in answer to it; a Trap's effect on
the field is negated by a Jinzo summoned by a later chain link. Rulings: Yugipedia, Card
Rulings: Imperial Order ("Spell Cards can still be activated, but their effects are negated"),
Jinzo ("if Jinzo is Special Summoned by a Chain Link, Trap Cards in lower Chain Links are
negated when they resolve")."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def test_imperial_order_activated_in_answer_to_pot_of_greed_negates_its_draw():
    """Question: Pot of Greed is activated; its opponent answers with Imperial Order.
    Answer: the Order resolves first; when Pot of Greed resolves its effect is negated: no
    card is drawn (the Spell still goes to the GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.spell_trap(1, "Imperial Order")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Imperial Order", player=1)
    _resolve(duel, s)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 3
    assert grave(duel, 0) == ["Pot of Greed"]


def test_pot_of_greed_activated_under_imperial_order_draws_once_the_order_is_destroyed_in_answer():
    """Question: Imperial Order is face-up; Pot of Greed is still activated, and its player
    chains Mystical Space Typhoon on the Order.
    Answer: the Order leaves before Pot of Greed resolves: two cards are drawn. (A Trap does
    the destroying: Mystical Space Typhoon, a Spell, would be negated by the Order itself.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", first=True)
    s.pick("activate", "Dust Tornado", player=0)
    s.pick("target", "Imperial Order")
    _resolve(duel, s)
    assert grave(duel, 1) == ["Imperial Order"]
    assert hand(duel, 0) == ["Celtic Guardian", "Celtic Guardian"]


def test_jinzo_revived_by_chain_link_2_negates_dust_tornado_in_chain_link_1():
    """Question: Dust Tornado (Chain Link 1) targets the opponent's Set card; its player chains
    Call of the Haunted (Chain Link 2) and revives Jinzo.
    Answer: Jinzo is on the field when Dust Tornado resolves: Dust Tornado's effect is negated
    and the Set card stays; Jinzo stays too (Call of the Haunted's own tie is negated)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Jinzo")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", mirror)
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", first=True)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Jinzo")
    _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Jinzo"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mirror Force"]
    assert "Dust Tornado" in grave(duel, 0)


def test_command_knights_gain_applies_again_once_skill_drain_is_gone():
    """Question: under Skill Drain, Command Knight is 1200; Mystical Space Typhoon destroys
    Skill Drain.
    Answer: its continuous effect applies again at once: 1600 (unlike a gain a resolved effect
    gave, which a negation ends for good)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    knight = table.monster(0, "Command Knight")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert duel.atk(knight.card(duel)) == 1200
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain")
    _resolve(duel, s)
    assert duel.atk(knight.card(duel)) == 1600


def test_a_veiled_monster_returned_to_the_hand_and_summoned_again_is_no_longer_negated():
    """Question: Effect Veiler negates Gagaga Magician's effects until the end of the turn; its
    player returns it to the hand with Compulsory Evacuation Device and Normal Summons it again.
    May it declare a Level?
    Answer: yes -- the card that came back is a new card: Effect Veiler's negation stayed with
    the old one (seed 000 §效果的無效; yugioh-wiki, 場を離れれば別のカード扱い)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, "Gagaga Magician")
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.hand(1, "Effect Veiler")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Effect Veiler", player=1)
    s.pick("target", "Gagaga Magician")
    _resolve(duel, s)
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Gagaga Magician")
    _resolve(duel, s)
    assert "Gagaga Magician" in hand(duel, 0)
    s.pick("summon", "Gagaga Magician")
    _resolve(duel, s)
    assert s.has("activate", "Gagaga Magician")
    s.pick("activate", "Gagaga Magician")
    _resolve(duel, s)
    s.pick("option", "2", request="option")
    _resolve(duel, s)
    assert duel.level(magician.card(duel)) == 2
