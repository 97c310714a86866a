"""Human-readable lines for log events and a compact board picture (terminal, logs)."""

from duelist.engine.events import event_for

POSITION_WORDS = {"attack": "Attack Position", "defense": "Defense Position",
                  "set": "face-down Defense Position"}
PHASE_WORDS = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1",
               "battle": "Battle Phase", "main2": "Main Phase 2", "end": "End Phase"}
STEP_WORDS = {"start": "Start Step", "battle": "Battle Step", "end": "End Step", "damage_start": "Damage Step begins",
              "before_damage_calculation": "before damage calculation",
              "after_damage_calculation": "after damage calculation",
              "damage_calculation": "damage calculation",
              "damage_end": "Damage Step ends"}


def player_name(p, names=None):
    if names:
        return names[p]
    return "Player %d" % (p + 1)


def _v(who, verb):
    """Conjugate for the subject: "Player 1 draws" but "You draw"."""
    if who != "You":
        return verb
    irregular = {"goes": "go", "takes": "take", "wins": "win", "is": "are", "has": "have"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("es") and verb[:-2].endswith(("sh", "ch", "x", "s")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def describe(event, viewer=None, names=None):
    """One line for an event as `viewer` sees it, or None for bookkeeping events."""
    e = event_for(event, viewer)
    kind = e["type"]
    who = player_name(e["player"], names) if "player" in e and isinstance(e["player"], int) else None
    card = e.get("name")
    if kind == "duel_start":
        return "Duel begins (%s rules, %d LP each)" % (e["rules"], e["lp"][0])
    if kind == "coin_toss":
        return "%s %s the coin toss" % (player_name(e["winner"], names), _v(player_name(e["winner"], names), "wins"))
    if kind == "first_player":
        return "%s %s first" % (who, _v(who, "goes"))
    if kind == "shuffle":
        return None
    if kind == "draw":
        return "%s %s %s" % (who, _v(who, "draws"), card if card else "a card")
    if kind == "turn":
        return "--- Turn %d: %s ---" % (e["turn"], who)
    if kind == "phase":
        return "[%s]" % PHASE_WORDS.get(e["phase"], e["phase"])
    if kind == "phase_skipped":
        return "%s %s the %s" % (who, _v(who, "skips"), PHASE_WORDS.get(e["phase"], e["phase"]))
    if kind == "step":
        return "[%s]" % STEP_WORDS.get(e["step"], e["step"])
    if kind == "summon":
        extra = " (Tribute Summon)" if e.get("kind") == "tribute" else ""
        return "%s %s %s in Attack Position%s" % (who, _v(who, "Normal Summons"), card, extra)
    if kind == "set_monster":
        return "%s %s %s" % (who, _v(who, "Sets"), card if card else "a monster")
    if kind == "flip_summon":
        return "%s %s %s" % (who, _v(who, "Flip Summons"), card)
    if kind == "position":
        return "%s %s %s to %s" % (who, _v(who, "changes"), card, POSITION_WORDS.get(e["to"], e["to"]))
    if kind == "to_grave":
        reasons = {"tribute": "is Tributed", "battle": "is sent to the GY",
                   "hand_limit": "is discarded (hand limit)", "resolved": "goes to the GY",
                   "discard_cost": "is discarded as a cost", "cost": "is sent to the GY as a cost",
                   "discard_effect": "is discarded", "replaced": "is replaced and goes to the GY"}
        reason = e["reason"]
        if reason.startswith("destroyed_"):
            return "%s is sent to the GY" % card
        return "%s %s" % (card, reasons.get(reason, "is sent to the GY (%s)" % reason.replace("_", " ")))
    if kind == "attack":
        target = "directly" if e["target"] == "player" else e.get("target_name", "a face-down monster")
        return "%s attacks %s" % (card, target)
    if kind == "retarget":
        return "Replay: the attack is redirected" + (" at the player" if e["target"] == "player" else "")
    if kind == "attack_made_direct":
        by = e.get("by_name")
        return "The attack becomes a direct attack" + (" (%s)" % by if by else "")
    if kind == "link_retargeted":
        return "  Chain Link %d now targets another card" % e["link"]
    if kind == "replay":
        return "Replay: the number of monsters changed"
    if kind == "attack_ended":
        return "The attack ends (%s)" % e["reason"].replace("_", " ")
    if kind == "flip":
        return "%s is flipped face-up" % card
    if kind == "battle":
        if e["target"] == "player":
            return "Battle: %d ATK direct attack" % e["atk"]
        return "Battle: %d ATK vs %d %s" % (e["atk"], e["value"],
                                           "ATK" if e.get("target_position") == "attack" else "DEF")
    if kind == "damage":
        return "%s %s %d damage (LP %d)" % (who, _v(who, "takes"), e["amount"], e["lp"])
    if kind == "destroy_replaced":
        n = len(e["saved"])
        return "%s: a card is destroyed instead of %s" % (card, "1 card" if n == 1 else "%d cards" % n)
    if kind == "destroyed":
        if e.get("reason") == "battle":
            return "%s is destroyed by battle" % card
        return "%s is destroyed" % card
    if kind in ("activate", "activate_effect"):
        what = "activates" if kind == "activate" else "activates the effect of"
        return "%s %s %s" % (who, _v(who, what.split(" ")[0]) + what[len("activates"):], card)
    if kind == "chain":
        return "  Chain Link %d: %s" % (e["link"], card)
    if kind == "resolve":
        return "  Chain Link %d resolves: %s" % (e["link"], card)
    if kind == "chain_end":
        return None
    if kind == "negated":
        return "  Chain Link %d (%s): its %s is negated" % (e["link"], card, e["what"])
    if kind == "set_spell":
        return "%s %s %s" % (who, _v(who, "Sets"), card if card else "a Spell/Trap")
    if kind == "to_szone" and e.get("reason") == "set":
        # a Set by an effect (Dust Tornado from the hand, Artifact Ignition from the Deck)
        return "%s %s %s from the %s" % (who, _v(who, "Sets"), card if card else "a card",
                                          "Deck" if e.get("from") == "deck" else "hand")
    if kind == "special_summon":
        return "%s %s %s in %s" % (who, _v(who, "Special Summons"), card or "a monster",
                                   POSITION_WORDS.get(e["position"], e["position"]))
    if kind == "pendulum_summon":
        return "%s %s %d monster%s" % (who, _v(who, "Pendulum Summons"), e["count"],
                                       "" if e["count"] == 1 else "s")
    if kind in ("to_hand", "to_deck", "to_banished", "to_extra"):
        where = {"to_hand": "to the hand", "to_deck": "to the Deck", "to_banished": "is banished",
                 "to_extra": "to the Extra Deck"}[kind]
        name = card or "a card"
        return "%s %s" % (name, where if kind == "to_banished" else "returns " + where)
    if kind == "recover":
        return "%s %s %d LP (LP %d)" % (who, _v(who, "gains"), e["amount"], e["lp"])
    if kind == "pay_lp":
        return "%s %s %d LP (LP %d)" % (who, _v(who, "pays"), e["amount"], e["lp"])
    if kind == "lose_lp":
        return "%s %s %d LP (LP %d)" % (who, _v(who, "loses"), e["amount"], e["lp"])
    if kind == "lp_become":
        return "%s LP become %d (from %d)" % (who + "'s" if who != "You" else "Your", e["lp"], e["from"])
    if kind == "equip":
        return "%s is equipped to %s" % (card or "A face-down card", e["target_name"])
    if kind == "equip_lost":
        return "%s has no legal monster to equip" % card
    if kind == "control":
        return "%s %s control of %s" % (who, _v(who, "takes"), card)
    if kind == "reveal":
        return "Revealed: %s" % (card or "a card (hidden from you)")
    if kind == "missed_timing":
        return "%s's effect misses the timing" % card
    if kind == "summon_negated":
        return "The summon of %s is negated" % card
    if kind == "no_damage":
        return "%s %s no %s damage" % (who, _v(who, "takes"), event.get("reason", "battle"))
    if kind == "attack_negated":
        return "The attack is negated"
    if kind == "draw_skipped":
        return "%s %s no card this Draw Phase" % (who, _v(who, "draws"))
    if kind == "counter":
        return "%s now has %d %s%s" % (card, e["count"], e["counter"], "" if e["count"] == 1 else "s")
    if kind == "apply":
        return "%s's effect applies" % card
    if kind == "die_roll":
        return "%s %s a die: %d (%s)" % (who, _v(who, "rolls"), e["result"], card)
    if kind == "name_change":
        return "%s is treated as %s%s" % (card, e["to"], " until the End Phase" if e.get("until") == "end_of_turn" else "")
    if kind == "declare":
        return "%s %s %s: %s" % (who, _v(who, "declares"), e["what"], e["value"])
    if kind in ("lingering", "turn_limit", "sudden_death", "token_vanished", "shuffle_hand"):
        return None
    if kind == "deck_out":
        return "%s must draw but %s deck is empty" % (who, "your" if who == "You" else "the")
    if kind == "turn_end":
        return None
    if kind == "duel_end":
        if e["reason"] == "concede":
            loser = player_name(e["player"], names)
            return "%s %s: %s %s" % (loser, _v(loser, "concedes"), player_name(e["winner"], names),
                                     _v(player_name(e["winner"], names), "wins").upper())
        if e["winner"] is None:
            return "The duel is a DRAW (%s)" % e["reason"]
        return "%s %s (%s)" % (player_name(e["winner"], names), _v(player_name(e["winner"], names), "wins").upper(), e["reason"])
    if kind == "moved":
        return "%s is moved to %s" % (card, e["to"])
    return "%s %s" % (kind, {k: v for k, v in e.items() if k not in ("type", "i")})


def describe_full(event, names=None):
    """An omniscient line: private details shown for whichever player owns them."""
    private = event.get("private")
    return describe(event, private.get("player") if private else None, names)


def describe_result(result, names=None):
    if result is None:
        return "the duel is not over"
    if result["winner"] is None:
        return "Draw (%s) on turn %d" % (result["reason"], result["turn"])
    reasons = {"lp": "LP reached 0", "deck_out": "could not draw"}
    winner = player_name(result["winner"], names)
    special = {"time_limit": "more LP when the time limit's extra turns ended",
               "sudden_death": "more LP at the end of a sudden-death turn"}
    if result["reason"] == "concede":
        loser = player_name(1 - result["winner"], names)
        return "%s %s on turn %d (%s conceded)" % (winner, _v(winner, "wins"), result["turn"],
                                                   "you" if loser == "You" else loser)
    if result["reason"] in special:
        return "%s %s on turn %d (%s)" % (winner, _v(winner, "wins"), result["turn"], special[result["reason"]])
    if result["reason"] not in reasons and result["reason"] not in ("lp", "deck_out"):
        return "%s %s on turn %d (%s)" % (winner, _v(winner, "wins"), result["turn"],
                                          result["reason"].replace("_", " "))
    return "%s %s on turn %d (%s %s)" % (
        winner, _v(winner, "wins"), result["turn"],
        "the opponent's" if winner == "You" else "opponent", reasons.get(result["reason"], result["reason"]))
