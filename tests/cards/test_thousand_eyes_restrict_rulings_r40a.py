"""Thousand-Eyes Restrict's rulings as Goat players ask them (the GOAT preset).

Sources: the Relinquished / Thousand-Eyes Restrict rulings of the Edison-format archive
(edisonrul.ing/cards/r/relinquished.html, historical and revised lists: the monster taken is
treated as an Equip Spell Card until it leaves the field; "If Sangan is sent to the GY while
equipped to this card, its effect will activate"); the NetRep-era answer quoted on
cogonline.net ("Relinquished/TER mechanics question": Spirit Reaper taken by TER is an Equip
Card, not destroyed by its own effect); Duel Links' Relinquished notes on gamea.co ("when this
card becomes face-down, an equipped monster is sent to the graveyard"); the Goat Control
history on stardustjunction.wordpress.com (Tsukuyomi turns TER face-down, destroying the
card it held, so it can take another once flipped up). Seed 000 §魔法卡 › 裝備魔法 (an Equip Card whose
monster is gone or face-down is destroyed)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _table(victim, p1_hand=(), p1_set=()):
    """Player 0's Thousand-Eyes Restrict (Fusion Summoned earlier) faces player 1's `victim`."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    taken = table.monster(1, victim)
    for name in p1_hand:
        table.hand(1, name)
    for name in p1_set:
        table.spell_trap(1, name)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Kozaky", "Mystical Elf", "Battle Ox"])
    return table, ter, taken


def _takes(table, victim):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", victim)
    return duel, s


def _equip_cards(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_thousand_eyes_restrict_takes_spirit_reaper_which_is_not_destroyed():
    """Q: Thousand-Eyes Restrict targets Spirit Reaper ("destroyed when targeted"): is the
    Reaper destroyed? A: no: once equipped it is an Equip Card, no longer a monster on the
    field; TER's ATK/DEF become the Reaper's (300/200)."""
    table, ter, _ = _table("Spirit Reaper")
    duel, s = _takes(table, "Spirit Reaper")
    s.expect(request="idle", player=0)
    assert _equip_cards(duel, 0) == ["Spirit Reaper"] and grave(duel, 1) == []
    card = ter.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (300, 200)


def test_a_sangan_held_by_thousand_eyes_restrict_searches_for_its_owner_when_sent_to_the_gy():
    """Q: TER holds my opponent's Sangan as an Equip Card; my opponent destroys TER with
    Lightning Vortex, so Sangan goes from the Spell & Trap Zone to the GY: does Sangan search?
    A: yes: it was sent from the field to its owner's GY, and its owner adds a monster with
    1500 or less ATK (2005 text)."""
    table, ter, _ = _table("Sangan", p1_hand=("Lightning Vortex", "Mirror Force"))
    duel, s = _takes(table, "Sangan")
    assert _equip_cards(duel, 0) == ["Sangan"]
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass", player=1)
    s.pick("activate", "Lightning Vortex", player=1, request="idle")
    s.pick("select", "Mirror Force", player=1)              # the discard (cost)
    s.pick("select", "Mystical Elf", player=1)              # Sangan's search
    assert grave(duel, 0) == ["Thousand-Eyes Restrict"]
    assert "Sangan" in grave(duel, 1)
    assert sorted(hand(duel, 1)) == ["Kozaky", "Mystical Elf"]


def test_thousand_eyes_restrict_turned_face_down_sends_the_monster_it_held_to_the_gy():
    """Q: TER holds my opponent's Jinzo; my opponent's Book of Moon turns TER face-down: what
    becomes of Jinzo? A: the Equip Card is destroyed: Jinzo goes to its owner's GY (not back
    to the field), and TER, face-down, is 0/0."""
    table, ter, _ = _table("Jinzo", p1_set=("Book of Moon",))
    duel, s = _takes(table, "Jinzo")
    s.pick("pass", player=1, request="chain")
    assert _equip_cards(duel, 0) == ["Jinzo"]
    s.pick("battle", player=0)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", ter, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Jinzo"]
    assert _equip_cards(duel, 0) == [] and field_monsters(duel, 1) == []
    assert not ter.card(duel).face_up



def test_thousand_eyes_restrict_stops_no_position_change_made_by_a_card_effect():
    """Q: my TER is face-up (the other monsters may not change their positions): may my
    Enemy Controller still switch my opponent's Jinzo to Defense Position? A: yes: TER stops
    the players' own changes of position, not a card effect's (yugioh.pl's list of TER's
    former official rulings: "The Battle Position of monsters can still be changed with card
    effects")."""
    table, ter, _ = _table("Jinzo")
    table.hand(0, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    switch = [o for o in s.options("activate", "Enemy Controller") if o.key.endswith(":e0")]
    s.answer(switch[0])
    s.pick("target", "Jinzo")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.monsters(1)[0].position == S.FACEUP_DEFENSE


def test_two_thousand_eyes_restricts_stop_each_other_attacking():
    """Q: both players control a face-up TER: may mine attack? A: no: each stops every other
    monster attacking, the other TER included (yugioh.pl: "If 2 or more Thousand-Eyes
    Restrict are face-up on the field, no monsters can attack")."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.expect(request="battle", player=0)
    assert not s.has("attack")


def test_thousand_eyes_restrict_may_take_a_sheep_token_as_its_equip_card():
    """Q: may my TER take my opponent's Sheep Token? A: yes: the Token becomes TER's Equip Card
    in my Spell & Trap Zone, and TER's ATK/DEF become the Token's 0/0 (Edison-format archive,
    Relinquished: "Equipped Token monsters have 0 ATK/DEF"), and the Token is gone from my
    opponent's field."""
    table, ter, _ = _table("Sheep Token")
    duel, s = _takes(table, "Sheep Token")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 1) == [] and _equip_cards(duel, 0) == ["Sheep Token"]
    assert (duel.atk(ter.card(duel)), duel.defense(ter.card(duel))) == (0, 0)


def test_a_monster_targeted_by_thousand_eyes_restrict_that_turns_face_down_in_the_chain_goes_to_the_gy():
    """Q: TER targets my opponent's Jinzo; my opponent chains Book of Moon on TER, so TER is
    face-down when its effect resolves: does Jinzo stay on the field? A: no: it cannot be
    equipped and is sent to the GY (Edison-format Relinquished ruling: "If this card is
    flipped face-down/leaves the field before its effect to equip resolves, the target is
    sent to the GY"; the OCG answers the same for Relinquished Anima)."""
    table, ter, _ = _table("Jinzo", p1_set=("Book of Moon",))
    duel, s = _takes(table, "Jinzo")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ter, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert not ter.card(duel).face_up
    assert field_monsters(duel, 1) == [] and _equip_cards(duel, 0) == []
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Jinzo"]


def test_thousand_eyes_restrict_negated_by_effect_veiler_loses_the_monster_it_holds():
    """Q: my opponent's Thousand-Eyes Restrict holds my Battle Ox; in their Main Phase, as they
    summon Celtic Guardian, I activate Effect Veiler on Thousand-Eyes Restrict. A: its effects are
    negated until the end of the turn, so it can no longer hold a monster by its own effect:
    Battle Ox is destroyed and goes to my GY (the OCG's Dragunity Dux ruling on a monster a card
    equipped by its own effect; edisonrul.ing's Relinquished rulings; seed 000 §裝備魔法). The
    same happens under Skill Drain: tests/cards/test_relinquished_rulings_r40e.py."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    ter = table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.hand(0, "Effect Veiler")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", player=1)
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _equip_cards(duel, 1) == ["Battle Ox"]
    s.pick("summon", "Celtic Guardian", player=1)
    while duel.request.kind == "zone":
        s.answer(duel.request.options[0])
    s.pick("activate", "Effect Veiler", player=0, request="chain")
    s.pick("target", ter, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _equip_cards(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Effect Veiler"]
